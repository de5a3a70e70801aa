import { observable, runInAction } from 'mobx';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@domain/shared/ApiError';
import type { InviteFriendRequest } from '@domain/model/invite';
import type { Task } from '@domain/model/task';
import type { Me } from '@domain/model/user';
import type { PopupParams, WriteAccess } from '@domain/ports/Messenger';
import type { Toast } from '@ui/toasts/Toaster';
import type { InviteTexts } from '@domain/features/tasks/InviteFriend';
import { TasksViewModel, type TasksViewModelDeps } from '@ui/screens/home/TasksViewModel';
import { deferred, type Deferred } from '../../support/async';
import { recordStates } from '../../support/recorder';

const REF_LINK = 'https://t.me/cs2cases_bot?start=ref7';

function task(type: string, overrides: Partial<Task> = {}): Task {
  return { id: type, type, name: { ru: `ru ${type}`, en: `en ${type}` }, bonus: 10, active: true, action: null, rewardFrequency: 'once', ...overrides };
}

const me = (refLink: string | null): Me => ({
  balance: 0, lang: 'en', tasks: [], isFirstVisit: false, refLink, tradeLink: null, firstName: 'Ann', lastName: 'Lee', avatarUrl: null,
});

const TEXTS: InviteTexts = {
  message: 'Join me!',
  prepareErrorTitle: 'Could not prepare the invite',
  copyTitle: 'Invite a friend',
  copyMessage: (link) => `Copy: ${link}`,
  copyButton: 'Copy',
  copiedAlert: (link) => `Copied: ${link}`,
  linkAlert: (link) => `Your link: ${link}`,
};

interface SetupOptions {
  readonly tasks?: readonly Task[];
  readonly refLink?: string | null;
  readonly inside?: boolean;
  readonly canShare?: boolean;
  /** Messenger version (major); popups exist from 6.2. */
  readonly version?: number;
  readonly prepare?: () => Promise<string>;
  readonly share?: () => Promise<boolean>;
  readonly popup?: (params: PopupParams) => Promise<string | null>;
  readonly copy?: boolean;
  readonly writeAccess?: () => Promise<WriteAccess>;
}

/** The view-model over a MobX session literal with the tasks and profile; task completions are deferreds. */
function setup(options: SetupOptions = {}) {
  const session = observable({
    tasks: options.tasks ?? [],
    tasksLeftOut: 0,
    me: me(options.refLink === undefined ? REF_LINK : options.refLink) as Me | null,
    isLoading: false,
    isRecovering: false,
    profileError: false,
    ensureProfile: vi.fn(() => {}),
  }, { ensureProfile: false });
  const completions: Deferred<void>[] = [];
  const api = {
    completeTask: vi.fn((_id: string) => {
      const d = deferred<void>();
      completions.push(d);
      return d.promise;
    }),
    inviteFriend: vi.fn((_request: InviteFriendRequest) => (options.prepare ?? (() => Promise.resolve('pm-1')))()),
  } satisfies TasksViewModelDeps['api'];
  const messenger = {
    isInsideMessenger: options.inside ?? true,
    openLink: vi.fn((_url: string) => {}),
    openTelegramLink: vi.fn((_url: string) => {}),
    canShareMessage: options.canShare ?? true,
    shareMessage: vi.fn((_id: string) => (options.share ?? (() => Promise.resolve(true)))()),
    showPopup: vi.fn((params: PopupParams) => (options.popup ?? (() => Promise.resolve('copy')))(params)),
    copyText: vi.fn((_text: string) => Promise.resolve(options.copy ?? true)),
    isVersionAtLeast: (v: string) => (options.version ?? 8) >= Number(v),
    requestWriteAccess: vi.fn(options.writeAccess ?? (() => Promise.resolve<WriteAccess>('allowed'))),
    hapticNotification: vi.fn((_type: string) => {}),
  } satisfies TasksViewModelDeps['messenger'];
  const stored = new Map<string, string>();
  const storage = { get: (key: string) => stored.get(key) ?? null, set: (key: string, value: string) => void stored.set(key, value) };
  const toaster = { show: vi.fn((_toast: Toast) => 'toast') } satisfies TasksViewModelDeps['toaster'];
  const alert = vi.fn((_message: string) => {});
  const openPayment = vi.fn(() => {});
  const vm = new TasksViewModel({ api, messenger, toaster, session, storage, alert, openPayment });
  return {
    vm, api, messenger, toaster, session, alert, completions, openPayment, stored,
    toasts: () => toaster.show.mock.calls.map(([toast]) => toast),
  };
}

describe('TasksViewModel: groups and actions (spec §2 home, §9)', () => {
  it('groups the session’s tasks in the order top, subscriptions, daily, other, and follows changes', () => {
    const h = setup({ tasks: [task('linkSteam'), task('dailyBonus'), task('joinChat'), task('invite'), task('topUp')] });
    const groups = recordStates(() => h.vm.groups.map((g) => `${g.category}:${g.tasks.map((t) => t.id).join('+')}`).join(' '));
    expect(h.vm.groups.map((g) => g.category)).toEqual(['top', 'subscriptions', 'daily', 'other']);
    runInAction(() => {
      h.session.tasks = [task('addBioTg'), task('subscribeChannel')];
    });
    expect(groups.values).toEqual([
      'top:invite+topUp subscriptions:joinChat daily:dailyBonus other:linkSteam',
      'subscriptions:subscribeChannel daily:addBioTg',
    ]);
    groups.stop();
  });

  it('gives each kind of task its action', () => {
    const h = setup();
    expect(h.vm.actionOf(task('dailyBonus', { active: false }))).toBe('done');
    expect(h.vm.actionOf(task('invite', { active: false }))).toBe('done');
    expect(h.vm.actionOf(task('invite'))).toBe('invite');
    expect(h.vm.actionOf(task('subscribeChannel', { action: 'https://t.me/cs2cases' }))).toBe('open');
    expect(h.vm.actionOf(task('linkSteam', { action: 'https://steamcommunity.com/login' }))).toBe('open');
    // The instruction comes by messenger message: the player checks once done.
    expect(h.vm.actionOf(task('addBioTg'))).toBe('check');
    expect(h.vm.actionOf(task('dailyBonus'))).toBe('claim');
    // The first top-up's bonus leads to payment: its button says so.
    expect(h.vm.actionOf(task('topUp'))).toBe('topUp');
    expect(h.vm.actionOf(task('topUp', { active: false }))).toBe('done');
    // A link that may not be opened is no link.
    expect(h.vm.actionOf(task('dailyBonus', { action: 'http://t.me/cs2cases' }))).toBe('claim');
    expect(h.vm.actionOf(task('joinChat', { action: 'https://t.me@evil.example/x' }))).toBe('check');
  });
});

describe('TasksViewModel: opening a task’s link', () => {
  it('opens t.me links in the messenger and others outside it; then the task offers Check', () => {
    const channel = task('subscribeChannel', { action: 'https://t.me/cs2cases' });
    const steam = task('linkSteam', { action: 'https://steamcommunity.com/login' });
    const h = setup({ tasks: [channel, steam] });
    const action = recordStates(() => h.vm.actionOf(channel));
    h.vm.openLink(channel);
    h.vm.openLink(steam);
    expect(h.messenger.openTelegramLink).toHaveBeenCalledExactlyOnceWith('https://t.me/cs2cases');
    expect(h.messenger.openLink).toHaveBeenCalledExactlyOnceWith('https://steamcommunity.com/login');
    expect(action.values).toEqual(['open', 'check']);
    expect(h.vm.actionOf(steam)).toBe('check');
    expect(h.toaster.show).not.toHaveBeenCalled();
    action.stop();
  });

  it('an unusable link is refused with a toast and nothing opens', () => {
    const h = setup();
    h.vm.openLink(task('subscribeChannel', { action: 'http://t.me/cs2cases' }));
    h.vm.openLink(task('joinChat', { action: null }));
    expect(h.messenger.openLink).not.toHaveBeenCalled();
    expect(h.messenger.openTelegramLink).not.toHaveBeenCalled();
    expect(h.toasts()).toEqual([
      { kind: 'error', message: { key: 'tasks.linkUnavailable' } },
      { kind: 'error', message: { key: 'tasks.linkUnavailable' } },
    ]);
  });

  it('outside the messenger: the messenger-unavailable toast, and the task still offers Open', () => {
    const channel = task('subscribeChannel', { action: 'https://t.me/cs2cases' });
    const h = setup({ inside: false });
    h.vm.openLink(channel);
    expect(h.messenger.openTelegramLink).not.toHaveBeenCalled();
    expect(h.toasts()).toEqual([{ kind: 'error', message: { key: 'home.messengerUnavailable' } }]);
    expect(h.vm.actionOf(channel)).toBe('open');
  });

  it('a messenger that refuses to open the link: the link toast, and the task still offers Open', () => {
    const channel = task('subscribeChannel', { action: 'https://t.me/cs2cases' });
    const h = setup();
    h.messenger.openTelegramLink.mockImplementation(() => {
      throw new Error('WebAppTgUrlInvalid');
    });
    h.vm.openLink(channel);
    expect(h.toasts()).toEqual([{ kind: 'error', message: { key: 'tasks.linkUnavailable' } }]);
    expect(h.vm.actionOf(channel)).toBe('open');
  });
});

describe('TasksViewModel: completing a task (POST /api/tasks/{id}/)', () => {
  it('one call per tap burst; the row is busy until the server answers, then can be tapped again', async () => {
    const daily = task('dailyBonus', { id: 'd1' });
    const other = task('addBioTg', { id: 'b1' });
    const h = setup({ tasks: [daily, other] });
    const busy = recordStates(() => h.vm.isBusy(daily));
    const first = h.vm.complete(daily);
    void h.vm.complete(daily);
    void h.vm.complete(daily);
    expect(h.api.completeTask).toHaveBeenCalledExactlyOnceWith('d1');
    expect(h.vm.isBusy(other)).toBe(false);
    h.completions[0]!.resolve();
    await first;
    expect(busy.values).toEqual([false, true, false]);
    expect(h.toaster.show).not.toHaveBeenCalled();

    void h.vm.complete(daily);
    expect(h.api.completeTask).toHaveBeenCalledTimes(2);
    busy.stop();
  });

  it('a refusal toasts the task error with the server’s reason, or without one', async () => {
    const h = setup();
    const daily = task('dailyBonus', { id: 'd1' });
    const refused = h.vm.complete(daily);
    h.completions[0]!.reject(new ApiError('server', '  Subscribe to the channel first  '));
    await refused;
    const failed = h.vm.complete(daily);
    h.completions[1]!.reject(ApiError.http(500));
    await failed;
    // A lost connection or a 403 has been told by the transport policy: no task error on top.
    const offline = h.vm.complete(daily);
    h.completions[2]!.reject(new ApiError('network', 'offline'));
    await offline;
    expect(h.toasts()).toEqual([
      { kind: 'error', message: { key: 'tasks.errorWithReason', params: { reason: 'Subscribe to the channel first' } } },
      { kind: 'error', message: { key: 'tasks.error' } },
    ]);
    expect(h.vm.isBusy(daily)).toBe(false);
    expect(h.openPayment).not.toHaveBeenCalled();
  });

  it('the first top-up’s bonus is claimed; refused, it leads to the top-up screen with the server’s reason, not an error', async () => {
    const h = setup();
    const topUp = task('topUp', { id: 't1' });
    const refused = h.vm.complete(topUp);
    h.completions[0]!.reject(new ApiError('server', ' Top up first '));
    await refused;
    const refusedByStatus = h.vm.complete(topUp);
    h.completions[1]!.reject(ApiError.http(409));
    await refusedByStatus;
    expect(h.api.completeTask).toHaveBeenCalledTimes(2);
    expect(h.openPayment).toHaveBeenCalledTimes(2);
    expect(h.toasts()).toEqual([
      { kind: 'blank', message: { text: 'Top up first' } },
      { kind: 'blank', message: { key: 'tasks.topUpFirst' } },
    ]);
    // A server failure is no refusal: the task error, and the player stays.
    const failed = h.vm.complete(topUp);
    h.completions[2]!.reject(ApiError.http(502));
    await failed;
    expect(h.openPayment).toHaveBeenCalledTimes(2);
    expect(h.toasts()[2]).toEqual({ kind: 'error', message: { key: 'tasks.error' } });
    // Claimed after a top-up: no detour.
    const claimed = h.vm.complete(topUp);
    h.completions[3]!.resolve();
    await claimed;
    expect(h.openPayment).toHaveBeenCalledTimes(2);
  });
});

describe('TasksViewModel: invite a friend (spec §5, §8)', () => {
  it('an invite whose flow cannot be fetched (offline) says so and sends nothing; the next tap fetches it again', async () => {
    vi.doMock('@domain/features/tasks/InviteFriend', () => {
      throw new Error('Failed to fetch dynamically imported module');
    });
    const h = setup();
    try {
      await h.vm.invite(TEXTS);
      expect(h.toasts()).toEqual([{ kind: 'error', message: { key: 'errors.connection' } }]);
      expect(h.api.inviteFriend).not.toHaveBeenCalled();
      expect(h.vm.inviting).toBe(false);
    } finally {
      vi.doUnmock('@domain/features/tasks/InviteFriend');
    }
    await h.vm.invite(TEXTS);
    expect(h.api.inviteFriend).toHaveBeenCalledTimes(1);
    expect(h.toasts().at(-1)).toEqual({ kind: 'success', message: { key: 'invite.sent' } });
  });

  it('shares the prepared message and toasts sent; the invite row is busy meanwhile and a second tap does nothing', async () => {
    const prepared = deferred<string>();
    const inviteTask = task('invite');
    const h = setup({ prepare: () => prepared.promise });
    const busy = recordStates(() => h.vm.isBusy(inviteTask));
    const first = h.vm.invite(TEXTS);
    await h.vm.invite(TEXTS);
    // The invite's flow is fetched on the first tap; then one request goes out.
    await vi.waitFor(() => expect(h.api.inviteFriend).toHaveBeenCalled());
    expect(h.api.inviteFriend).toHaveBeenCalledTimes(1);
    expect(h.api.inviteFriend.mock.calls[0]?.[0]).toMatchObject({ message_text: 'Join me!', ref_link: REF_LINK });
    prepared.resolve('pm-9');
    await first;
    expect(h.messenger.shareMessage).toHaveBeenCalledExactlyOnceWith('pm-9');
    expect(busy.values).toEqual([false, true, false]);
    expect(h.toasts()).toEqual([{ kind: 'success', message: { key: 'invite.sent' } }]);
    busy.stop();
  });

  it.each<[string, SetupOptions, Toast[]]>([
    ['no referral link', { refLink: null }, [{ kind: 'error', message: { key: 'invite.refLinkUnavailable' } }]],
    ['outside the messenger', { inside: false }, [{ kind: 'error', message: { key: 'home.messengerUnavailable' } }]],
    ['the share sheet closed unsent', { share: () => Promise.resolve(false) }, []],
    ['preparing failed, the link copied from the popup', { prepare: () => Promise.reject(new ApiError('http', 'HTTP 500', 500)) }, [{ kind: 'success', message: { key: 'invite.copied' } }]],
    ['no sharing, copying refused', { canShare: false, copy: false }, [{ kind: 'error', message: { key: 'invite.copyFailed' } }]],
    ['no sharing, the popup closed', { canShare: false, popup: () => Promise.resolve(null) }, []],
  ])('%s → its toast', async (_case, options, toasts) => {
    const h = setup(options);
    await h.vm.invite(TEXTS);
    expect(h.toasts()).toEqual(toasts);
    expect(h.vm.inviting).toBe(false);
  });

  it('preparing failed: the popup offers the link under the invite-preparation error title', async () => {
    const h = setup({ prepare: () => Promise.reject(new ApiError('http', 'HTTP 500', 500)) });
    await h.vm.invite(TEXTS);
    expect(h.messenger.showPopup.mock.calls[0]?.[0]).toMatchObject({ title: 'Could not prepare the invite', message: `Copy: ${REF_LINK}` });
    expect(h.messenger.copyText).toHaveBeenCalledExactlyOnceWith(REF_LINK);
  });

  it('without popups the link is copied and a browser alert says so, without a toast', async () => {
    const h = setup({ canShare: false, version: 6 });
    await h.vm.invite(TEXTS);
    expect(h.messenger.showPopup).not.toHaveBeenCalled();
    expect(h.alert).toHaveBeenCalledExactlyOnceWith(`Copied: ${REF_LINK}`);
    expect(h.toaster.show).not.toHaveBeenCalled();
  });
});

describe('TasksViewModel: tasks whose instruction comes by message (issue 15)', () => {
  it('asks for write access before the first claim, remembers the grant and never asks again', async () => {
    const bio = task('addBioTg', { id: 'b1' });
    const h = setup({ tasks: [bio] });
    const first = h.vm.complete(bio);
    expect(h.messenger.requestWriteAccess).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(h.api.completeTask).toHaveBeenCalledExactlyOnceWith('b1'));
    h.completions[0]!.resolve();
    await first;
    const second = h.vm.complete(task('joinChat', { id: 'j1' }));
    expect(h.api.completeTask).toHaveBeenLastCalledWith('j1');
    h.completions[1]!.resolve();
    await second;
    expect(h.messenger.requestWriteAccess).toHaveBeenCalledTimes(1);
    expect(h.messenger.hapticNotification.mock.calls).toEqual([['success'], ['success']]);
  });

  it('refused: says the instruction cannot arrive, claims nothing, and asks again next time', async () => {
    const bio = task('changeAvaSteam', { id: 'a1' });
    const h = setup({ tasks: [bio], writeAccess: () => Promise.resolve('refused') });
    await h.vm.complete(bio);
    expect(h.api.completeTask).not.toHaveBeenCalled();
    expect(h.toasts()).toEqual([{ kind: 'error', message: { key: 'tasks.writeAccessRefused' } }]);
    expect(h.vm.isBusy(bio)).toBe(false);
    await h.vm.complete(bio);
    expect(h.messenger.requestWriteAccess).toHaveBeenCalledTimes(2);
    expect(h.messenger.hapticNotification.mock.calls).toEqual([['warning'], ['warning']]);
  });

  it('taps on two such tasks share one question; tasks without a message never ask', async () => {
    const answer = deferred<WriteAccess>();
    const h = setup({ writeAccess: () => answer.promise });
    const a = h.vm.complete(task('subscribeChannel', { id: 's1' }));
    const b = h.vm.complete(task('referralLinkBioTg', { id: 'r1' }));
    void h.vm.complete(task('dailyBonus', { id: 'd1' }));
    expect(h.api.completeTask).toHaveBeenCalledExactlyOnceWith('d1');
    answer.resolve('allowed');
    await vi.waitFor(() => expect(h.api.completeTask).toHaveBeenCalledTimes(3));
    h.completions.forEach((c) => c.resolve());
    await Promise.all([a, b]);
    expect(h.messenger.requestWriteAccess).toHaveBeenCalledTimes(1);
  });

  it('a messenger that cannot ask leaves it to the server, and remembers nothing', async () => {
    const h = setup({ writeAccess: () => Promise.resolve('unsupported') });
    const claim = h.vm.complete(task('addBioSteam', { id: 'b2' }));
    await vi.waitFor(() => expect(h.api.completeTask).toHaveBeenCalledExactlyOnceWith('b2'));
    h.completions[0]!.reject(ApiError.http(500));
    await claim;
    expect(h.stored.size).toBe(0);
    expect(h.messenger.hapticNotification.mock.calls).toEqual([['error']]);
  });
});

describe('TasksViewModel: the list’s state (issue 15: an error is not an empty list)', () => {
  it('loading while the profile is on its way, an error with Retry when it could not be had, empty only with a profile', () => {
    const h = setup();
    runInAction(() => {
      h.session.me = null;
      h.session.isLoading = true;
    });
    const state = recordStates(() => h.vm.listState);
    runInAction(() => {
      h.session.isLoading = false;
      h.session.profileError = true;
    });
    h.vm.retry();
    expect(h.session.ensureProfile).toHaveBeenCalledTimes(1);
    runInAction(() => {
      h.session.isRecovering = true;
    });
    runInAction(() => {
      h.session.isRecovering = false;
      h.session.profileError = false;
      h.session.me = me(REF_LINK);
    });
    runInAction(() => {
      h.session.tasks = [task('dailyBonus')];
    });
    expect(state.values).toEqual(['loading', 'error', 'loading', 'empty', 'list']);
    state.stop();
  });
});
