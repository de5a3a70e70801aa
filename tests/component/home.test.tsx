// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { runInAction } from 'mobx';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GameBackend } from '@adapters/memory/backend/GameBackend';
import type { FakeMessengerRequest } from '@adapters/memory/FakeMessenger';
import type { Task } from '@domain/model/task';
import { renderApp } from '../support/renderApp';
import { afterMicrotasks, withScheduledRendering } from '../support/scheduledRendering';

afterEach(cleanup);

const PLAYER_ID = 700000012;

async function settle(clock: { advanceAsync(ms: number, step?: number): Promise<void> }, ms: number) {
  await act(async () => {
    await clock.advanceAsync(ms, 50);
  });
}

function feedItems(): HTMLElement[] {
  return within(screen.getByRole('list', { name: 'Latest wins of other players' })).queryAllByRole('listitem');
}

function task(overrides: Partial<Task> & Pick<Task, 'id' | 'type'>): Task {
  return { name: { ru: `Задание ${overrides.id}`, en: `Task ${overrides.id}` }, bonus: 10, active: true, action: null, rewardFrequency: 'once', ...overrides };
}

async function home(user = 'player') {
  // The tasks section is a chunk of its own: loaded before home renders, it is there once home is.
  await import('@ui/screens/home/TasksSection');
  const app = renderApp({ user, path: '/' });
  await screen.findByRole('heading', { name: 'Open cases. Win skins.' });
  await act(async () => {});
  const backend = app.container.get(GameBackend);
  const requests: FakeMessengerRequest[] = [];
  app.messenger.requests.subscribe((r) => requests.push(r));
  return { ...app, backend, requests };
}

describe('home: live feed', () => {
  it('starts with 10, grows every 1–4 s on the clock port, and stops asking when home is left', async () => {
    const app = await home();
    await waitFor(() => expect(feedItems()).toHaveLength(10));
    const getLive = vi.spyOn(app.services.api, 'getLive');
    const shown = feedItems();
    await settle(app.clock, 4000);
    const now = feedItems();
    expect(now.length).toBeGreaterThanOrEqual(11);
    expect(now.length).toBeLessThanOrEqual(14);
    // Stable keys: the rows already shown are the same elements, moved down — none was rebuilt.
    expect(now.slice(now.length - shown.length)).toEqual(shown);
    expect(now.slice(now.length - shown.length).every((li, i) => li === shown[i])).toBe(true);
    await act(async () => {
      await app.router.navigate('/games');
    });
    await screen.findByRole('heading', { level: 1, name: 'Games' });
    const calls = getLive.mock.calls.length;
    await settle(app.clock, 300_000);
    expect(getLive.mock.calls.length).toBe(calls);
  });

  it('draws the first answer’s cards in background tasks, not in the answer’s own update', async () => {
    const app = renderApp({ user: 'player', path: '/' });
    const answer = await app.services.api.getLive();
    let release = () => {};
    const held = new Promise<void>((resolve) => { release = resolve; });
    vi.spyOn(app.services.api, 'getLive').mockImplementationOnce(async () => {
      await held;
      return answer;
    });
    await screen.findByRole('heading', { name: 'Open cases. Win skins.' });
    await act(async () => {});
    expect(feedItems()).toHaveLength(0);
    await withScheduledRendering(async () => {
      release();
      await afterMicrotasks();
      // The feed's state holds the answer; its cards come when React draws them between tasks.
      expect(feedItems()).toHaveLength(0);
      await waitFor(() => expect(feedItems()).toHaveLength(10));
    });
  });

  it('a feed that cannot load hides and toasts once', async () => {
    const app = renderApp({ user: 'player', path: '/games' });
    await screen.findByRole('heading', { level: 1, name: 'Games' });
    app.container.get(GameBackend).faults.set('getLive', { status: 500 });
    await act(async () => {
      await app.router.navigate('/');
    });
    await settle(app.clock, 2000);
    expect(await screen.findAllByText('Could not load the live feed')).toHaveLength(1);
    expect(screen.queryByRole('heading', { name: 'Live drops' })).toBeNull();
    expect(screen.getByTestId('balance').textContent).toBe('1,250.00 crystals');
  });
});

describe('home: tasks', () => {
  it('opens t.me links in the messenger, others in the browser, and never an unsafe one', async () => {
    const app = await home();
    act(() => runInAction(() => {
      app.services.session.tasks = [
        task({ id: 'a', type: 'subscribeChannel', action: 'https://t.me/cs2cases_news' }),
        task({ id: 'b', type: 'linkSteam', action: 'https://steamcommunity.com/' }),
        task({ id: 'c', type: 'joinChat', action: 'http://t.me/cs2cases_chat' }),
        task({ id: 'd', type: 'linkFaceit', action: 'https://t.me@evil.example/' }),
        task({ id: 'e', type: 'x', action: ['java', 'script:alert(1)'].join('') }),
      ];
    }));
    const row = (name: string) => screen.getByText(name).closest('li') as HTMLElement;
    act(() => {
      fireEvent.click(within(row('Task a')).getByRole('button', { name: 'Open' }));
      fireEvent.click(within(row('Task b')).getByRole('button', { name: 'Open' }));
    });
    expect(app.messenger.opened).toEqual([
      { kind: 'telegram-link', url: 'https://t.me/cs2cases_news' },
      { kind: 'link', url: 'https://steamcommunity.com/' },
    ]);
    // Opened links turn into Check; unsafe ones never offer Open at all.
    expect(within(row('Task a')).getByRole('button', { name: 'Check' })).toBeTruthy();
    for (const name of ['Task c', 'Task d', 'Task e']) expect(within(row(name)).queryByRole('button', { name: 'Open' })).toBeNull();
    fireEvent.click(within(row('Task c')).getByRole('button', { name: 'Check' }));
    fireEvent.click(within(row('Task e')).getByRole('button', { name: 'Claim' }));
    expect(app.messenger.opened).toHaveLength(2);
  });

  it('names fall back to ru; inactive tasks show Done; the bonus has a spoken label', async () => {
    const app = await home();
    act(() => runInAction(() => {
      app.services.session.tasks = [
        task({ id: '1', type: 'dailyBonus', name: { ru: 'Только по-русски' }, rewardFrequency: 'daily', bonus: 25 }),
        task({ id: '2', type: 'topUp', active: false }),
      ];
    }));
    const daily = screen.getByText('Только по-русски').closest('li') as HTMLElement;
    expect(within(daily).getByLabelText('Reward: 25.00 crystals')).toBeTruthy();
    expect(within(daily).getByText('Every day')).toBeTruthy();
    const done = screen.getByText('Task 2').closest('li') as HTMLElement;
    expect(within(done).getByText('Done')).toBeTruthy();
    expect(within(done).queryByRole('button')).toBeNull();
  });

  it('a double tap completes a task once', async () => {
    const app = await home();
    const row = screen.getByText('Daily bonus').closest('li') as HTMLElement;
    const claim = within(row).getByRole('button', { name: 'Claim' });
    fireEvent.click(claim);
    fireEvent.click(claim);
    await settle(app.clock, 100);
    expect(app.backend.playerSnapshot(PLAYER_ID)?.transactions.filter((t) => t.type === 9)).toHaveLength(2);
    await waitFor(() => expect(within(row).getByText('Done')).toBeTruthy());
  });

  it('a task being checked keeps its focused button, says it is busy and ignores taps until the answer', async () => {
    const app = await home();
    app.backend.faults.set('completeTask', { latencyMs: 1000, times: 1 });
    const row = screen.getByText('Daily bonus').closest('li') as HTMLElement;
    const claim = within(row).getByRole('button', { name: 'Claim' });
    const completeTask = vi.spyOn(app.services.api, 'completeTask');
    claim.focus();
    fireEvent.click(claim);
    await act(async () => {});
    expect(claim.getAttribute('aria-busy')).toBe('true');
    expect(claim.getAttribute('aria-disabled')).toBe('true');
    // Not `disabled`: a disabled button would drop the keyboard focus to the page.
    expect(claim.hasAttribute('disabled')).toBe(false);
    expect(document.activeElement).toBe(claim);
    // Its name stays while the spinner shows: a screen reader hears "Claim, busy".
    expect(within(row).getByRole('button', { name: 'Claim' })).toBe(claim);
    fireEvent.click(claim);
    await act(async () => {});
    expect(completeTask).toHaveBeenCalledTimes(1);
    await settle(app.clock, 1100);
    await waitFor(() => expect(within(row).getByText('Done')).toBeTruthy());
    expect(completeTask).toHaveBeenCalledTimes(1);
  });

  it('invite without a referral link: Referral link unavailable, nothing sent', async () => {
    const app = await home();
    const me = app.services.session.me;
    if (!me) throw new Error('no profile');
    act(() => runInAction(() => {
      app.services.session.me = { ...me, refLink: null };
    }));
    const invite = vi.spyOn(app.services.api, 'inviteFriend');
    fireEvent.click(within(screen.getByText('Invite a friend').closest('li') as HTMLElement).getByRole('button', { name: 'Invite' }));
    expect(await screen.findByText('Referral link unavailable')).toBeTruthy();
    expect(invite).not.toHaveBeenCalled();
    expect(app.requests).toEqual([]);
  });

  it('invite: the prepared message id goes to the share sheet; a dismissed share says nothing', async () => {
    const app = await home();
    fireEvent.click(within(screen.getByText('Invite a friend').closest('li') as HTMLElement).getByRole('button', { name: 'Invite' }));
    await waitFor(() => expect(app.requests).toHaveLength(1));
    const share = app.requests[0];
    if (share?.kind !== 'share') throw new Error('expected the share sheet');
    expect(share.id).toMatch(/^pm-700000012-\d+$/);
    await act(async () => share.resolve(false));
    expect(screen.queryByText('Invitation sent!')).toBeNull();
  });
});
