import { describe, expect, it, vi } from 'vitest';
import type { Task } from '@domain/model/task';
import type { Me } from '@domain/model/user';
import { ManualClock } from '@adapters/memory/ManualClock';
import { SessionStore } from '@ui/stores/SessionStore';
import { serverEvents } from '../../support/serverEvents';

const TASK: Task = { id: '1', type: 'dailyBonus', name: { en: 'Daily' }, bonus: 5, active: true, action: null, rewardFrequency: 'daily' };
const ME: Me = {
  balance: 1250, lang: 'en', tasks: [TASK], isFirstVisit: false, refLink: null, tradeLink: null, firstName: 'Ann', lastName: 'Lee', avatarUrl: null,
};

function setup() {
  const events = serverEvents();
  const session = new SessionStore({
    api: { events, getMe: vi.fn(() => Promise.resolve(ME)) },
    messenger: { user: null, initData: '' },
    clock: new ManualClock(1_000_000),
    logger: { warn: vi.fn() },
    lifecycle: { onReturn: () => () => undefined },
    requireInitData: false,
  });
  return { session, events };
}

describe('SessionStore: tasks left out of an answer (unreadable) are counted with the tasks they came with', () => {
  it('from the profile and from a tasks side field, each replacing the count with the list', () => {
    const { session, events } = setup();
    expect(session.tasksLeftOut).toBe(0);
    events.next({ type: 'me', me: { ...ME, tasksLeftOut: 2 } });
    expect(session.tasks).toEqual([TASK]);
    expect(session.tasksLeftOut).toBe(2);
    events.next({ type: 'tasks', tasks: [TASK], leftOut: 1 });
    expect(session.tasksLeftOut).toBe(1);
    events.next({ type: 'me', me: ME });
    expect(session.tasksLeftOut).toBe(0);
  });

  it('an older answer does not bring back its count (the newest answer about the tasks wins)', () => {
    const { session, events } = setup();
    events.next({ type: 'tasks', tasks: [TASK] }, { seq: 5, write: false });
    events.next({ type: 'me', me: { ...ME, tasksLeftOut: 3 } }, { seq: 4, write: false });
    expect(session.tasksLeftOut).toBe(0);
  });
});
