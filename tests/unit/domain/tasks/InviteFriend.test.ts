import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@domain/shared/ApiError';
import type { InviteFriendRequest } from '@domain/model/invite';
import type { PopupParams } from '@domain/ports/Messenger';
import { InviteFriend, type InviteTexts } from '@domain/features/tasks/InviteFriend';
import { deferred } from '../payment/helpers';

const LINK = 'https://t.me/cs2cases_bot?start=ref700000012';

const TEXTS: InviteTexts = {
  message: 'Join me in CS2 Cases!',
  prepareErrorTitle: 'Could not prepare the invite',
  copyTitle: 'Invite a friend',
  copyMessage: (link) => `Copy your link: ${link}`,
  copyButton: 'Copy link',
  copiedAlert: (link) => `Copied: ${link}`,
  linkAlert: (link) => `Your link: ${link}`,
};

interface FakeOptions {
  inside?: boolean;
  canShare?: boolean;
  version?: number;
  prepare?: () => Promise<string>;
  share?: (id: string) => Promise<boolean>;
  popup?: (params: PopupParams) => Promise<string | null>;
  copy?: boolean;
}

function setup(options: FakeOptions = {}) {
  const api = { inviteFriend: vi.fn((_request: InviteFriendRequest) => (options.prepare ?? (() => Promise.resolve('pm-1')))()) };
  const messenger = {
    isInsideMessenger: options.inside ?? true,
    canShareMessage: options.canShare ?? true,
    isVersionAtLeast: vi.fn((v: string) => (options.version ?? 8) >= Number(v)),
    shareMessage: vi.fn((id: string) => (options.share ?? (() => Promise.resolve(true)))(id)),
    showPopup: vi.fn((params: PopupParams) => (options.popup ?? (() => Promise.resolve('copy')))(params)),
    copyText: vi.fn((_text: string) => Promise.resolve(options.copy ?? true)),
  };
  const alert = vi.fn((_message: string) => {});
  const flow = new InviteFriend({ api, messenger, alert });
  return { api, messenger, alert, flow };
}

describe('InviteFriend (spec §5, §7, §8)', () => {
  it('prepares the message with the exact §7 payload, then opens the share sheet', async () => {
    const h = setup();
    expect(await h.flow.invite(LINK, TEXTS)).toEqual({ kind: 'shared' });
    expect(h.api.inviteFriend).toHaveBeenCalledTimes(1);
    expect(h.api.inviteFriend.mock.calls[0]?.[0]).toStrictEqual({
      message_text: 'Join me in CS2 Cases!',
      ref_link: LINK,
      allow_user_chats: true,
      allow_bot_chats: false,
      allow_group_chats: true,
      allow_channel_chats: false,
    });
    expect(h.messenger.shareMessage).toHaveBeenCalledWith('pm-1');
    expect(h.messenger.showPopup).not.toHaveBeenCalled();
  });

  it('reports a closed share sheet as not sent', async () => {
    const h = setup({ share: () => Promise.resolve(false) });
    expect(await h.flow.invite(LINK, TEXTS)).toEqual({ kind: 'not-sent' });
  });

  it('without a referral link, or with one that is not a plain https link: Referral link unavailable, and nothing is asked of anyone', async () => {
    for (const link of [null, undefined, '', '   ', ['javascript', 'alert(1)'].join(':'), 'tg://resolve?domain=evil', 'http://t.me/bot?start=1', 'https://t.me/bot?start=1 ok']) {
      const h = setup();
      expect(await h.flow.invite(link, TEXTS)).toEqual({ kind: 'error', error: 'ref-link-unavailable' });
      expect(h.api.inviteFriend).not.toHaveBeenCalled();
      expect(h.messenger.copyText).not.toHaveBeenCalled();
    }
  });

  it('outside the messenger: Telegram WebApp API not available', async () => {
    const h = setup({ inside: false });
    expect(await h.flow.invite(LINK, TEXTS)).toEqual({ kind: 'error', error: 'messenger-unavailable' });
    expect(h.api.inviteFriend).not.toHaveBeenCalled();
  });

  it('when preparing fails, a popup offers to copy the link (titled with the preparation error)', async () => {
    const h = setup({ prepare: () => Promise.reject(new ApiError('server', 'Invalid invite payload')) });
    expect(await h.flow.invite(LINK, TEXTS)).toEqual({ kind: 'copy-offered', copied: true });
    expect(h.messenger.shareMessage).not.toHaveBeenCalled();
    const popup = h.messenger.showPopup.mock.calls[0]?.[0];
    expect(popup?.title).toBe('Could not prepare the invite');
    expect(popup?.message).toBe(`Copy your link: ${LINK}`);
    expect(popup?.buttons?.map((b) => b.id)).toEqual(['copy', 'close']);
    expect(h.messenger.copyText).toHaveBeenCalledWith(LINK);
    expect(h.alert).not.toHaveBeenCalled();
  });

  it('closing the copy popup copies nothing', async () => {
    const h = setup({ prepare: () => Promise.reject(new Error('x')), popup: () => Promise.resolve(null) });
    expect(await h.flow.invite(LINK, TEXTS)).toEqual({ kind: 'copy-offered', copied: null });
    expect(h.messenger.copyText).not.toHaveBeenCalled();
  });

  it('a messenger without prepared-message sharing gets the copy popup too', async () => {
    const h = setup({ canShare: false });
    expect(await h.flow.invite(LINK, TEXTS)).toEqual({ kind: 'copy-offered', copied: true });
    expect(h.messenger.shareMessage).not.toHaveBeenCalled();
    expect(h.messenger.showPopup.mock.calls[0]?.[0].title).toBe('Invite a friend');
  });

  it('a share the client refuses falls back to the copy popup', async () => {
    const h = setup({ share: () => Promise.reject(new Error('WebAppMethodUnsupported')) });
    expect(await h.flow.invite(LINK, TEXTS)).toEqual({ kind: 'copy-offered', copied: true });
  });

  it('without popups, the link is copied and a browser alert says so', async () => {
    const h = setup({ version: 6.1, prepare: () => Promise.reject(new Error('x')) });
    expect(await h.flow.invite(LINK, TEXTS)).toEqual({ kind: 'alerted', copied: true });
    expect(h.messenger.showPopup).not.toHaveBeenCalled();
    expect(h.messenger.copyText).toHaveBeenCalledWith(LINK);
    expect(h.alert).toHaveBeenCalledWith(`Copied: ${LINK}`);
  });

  it('a popup the client refuses falls back to the alert; a refused clipboard shows the link to copy by hand', async () => {
    const h = setup({ prepare: () => Promise.reject(new Error('x')), popup: () => Promise.reject(new Error('unsupported')), copy: false });
    expect(await h.flow.invite(LINK, TEXTS)).toEqual({ kind: 'alerted', copied: false });
    expect(h.alert).toHaveBeenCalledWith(`Your link: ${LINK}`);
  });

  it('one invite at a time: a second tap while preparing sends nothing', async () => {
    const prepared = deferred<string>();
    const h = setup({ prepare: () => prepared.promise });
    const first = h.flow.invite(LINK, TEXTS);
    expect(h.flow.inProgress).toBe(true);
    expect(await h.flow.invite(LINK, TEXTS)).toEqual({ kind: 'busy' });
    prepared.resolve('pm-9');
    expect(await first).toEqual({ kind: 'shared' });
    expect(h.api.inviteFriend).toHaveBeenCalledTimes(1);
    expect(h.flow.inProgress).toBe(false);
    expect(await h.flow.invite(LINK, TEXTS)).toEqual({ kind: 'shared' });
    expect(h.api.inviteFriend).toHaveBeenCalledTimes(2);
  });
});
