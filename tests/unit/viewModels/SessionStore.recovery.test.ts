import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@domain/shared/ApiError';
import type { Me } from '@domain/model/user';
import { ManualClock } from '@adapters/memory/ManualClock';
import { PROFILE_RETRY_AFTER_ANSWER_MS, SessionStore } from '@ui/stores/SessionStore';
import { flush } from '../../support/async';
import { serverEvents } from '../../support/serverEvents';

const ME: Me = {
  balance: 1250, lang: 'en', tasks: [], isFirstVisit: false, refLink: null, tradeLink: null, firstName: 'Ann', lastName: 'Lee', avatarUrl: null,
};

/**
 * The session over a server that is down until `server.up` is set, and the app's lifecycle as a
 * hand-driven signal; getMe publishes its answer on the event stream as the API client does.
 */
function setup() {
  const events = serverEvents();
  const server = { up: false, unreadable: false, calls: 0 };
  const returns = new Set<() => void>();
  const clock = new ManualClock(1_000_000);
  const getMe = vi.fn(async (): Promise<Me> => {
    server.calls++;
    await Promise.resolve();
    if (!server.up) throw new ApiError('network', 'offline');
    if (server.unreadable) throw new ApiError('malformed', 'Malformed response from /api/me/');
    events.next({ type: 'me', me: ME });
    events.next({ type: 'answered', changed: [] });
    return ME;
  });
  const session = new SessionStore({
    api: { events, getMe },
    messenger: { user: null, initData: '' },
    clock,
    logger: { warn: vi.fn() },
    lifecycle: {
      onReturn: (listener) => {
        returns.add(listener);
        return () => returns.delete(listener);
      },
    },
    requireInitData: false,
  });
  const comeBack = () => {
    for (const listener of returns) listener();
  };
  /** Another call got through (e.g. the live feed). */
  const otherAnswer = () => events.next({ type: 'answered', changed: [] });
  return { session, server, clock, comeBack, otherAnswer, getMe };
}

describe('SessionStore: a failed start-up profile is not sticky', () => {
  it('is asked for again when the network comes back', async () => {
    const { session, server, comeBack } = setup();
    await session.load();
    expect(session.balance).toBeNull();
    expect(session.profileError).toBe(true);
    server.up = true;
    comeBack();
    await flush();
    expect(session.balance).toBe(1250);
    expect(session.profileError).toBe(false);
  });

  it('is asked for again after another call got through, at most every 5 s', async () => {
    const { session, server, clock, otherAnswer, getMe } = setup();
    await session.load();
    otherAnswer();
    await flush();
    expect(getMe).toHaveBeenCalledTimes(2);
    // Still down: a burst of other answers does not turn into a burst of profile reads.
    for (let i = 0; i < 10; i++) otherAnswer();
    await flush();
    expect(getMe).toHaveBeenCalledTimes(2);
    server.up = true;
    clock.advance(PROFILE_RETRY_AFTER_ANSWER_MS);
    otherAnswer();
    await flush();
    expect(getMe).toHaveBeenCalledTimes(3);
    expect(session.me).toEqual(ME);
  });

  it('is asked for when a screen needs the balance, one request at a time, and never once it is known', async () => {
    const { session, server, getMe } = setup();
    await session.load();
    server.up = true;
    session.ensureProfile();
    session.ensureProfile();
    expect(session.isRecovering).toBe(true);
    await flush();
    expect(getMe).toHaveBeenCalledTimes(2);
    session.ensureProfile();
    await flush();
    expect(getMe).toHaveBeenCalledTimes(2);
  });

  it('an unreadable profile answer is retried too, and says so while it fails', async () => {
    const { session, server, comeBack } = setup();
    server.up = true;
    server.unreadable = true;
    await session.load();
    expect(session.profileError).toBe(true);
    comeBack();
    await flush();
    expect(session.profileError).toBe(true);
    expect(session.isRecovering).toBe(false);
    server.unreadable = false;
    comeBack();
    await flush();
    expect(session.balance).toBe(1250);
  });

  it('does not ask while the start-up read is still out', async () => {
    const { session, comeBack, getMe } = setup();
    const loading = session.load();
    comeBack();
    session.ensureProfile();
    await loading;
    expect(getMe).toHaveBeenCalledTimes(1);
  });
});
