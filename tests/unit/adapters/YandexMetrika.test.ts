// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { metrikaCounterId, METRIKA_TAG_URL, YandexMetrika } from '@adapters/browser/YandexMetrika';

type Calls = unknown[][];

describe('Yandex Metrika analytics (spec §7 goal deposit-stars)', () => {
  it('a goal reached before the tag loads waits in Metrika’s own queue; the tag is added only by load()', () => {
    delete (window as { ym?: unknown }).ym;
    const metrika = new YandexMetrika(12345);
    const queue = () => (window as unknown as { ym: { a: Calls } }).ym.a;
    metrika.reachGoal('deposit-stars');
    // The counter is initialised first, then the goal: the tag replays the queue in that order.
    expect(queue().map((call) => call.slice(0, 3))).toEqual([[12345, 'init', expect.any(Object)], [12345, 'reachGoal', 'deposit-stars']]);
    expect(document.querySelector(`script[src="${METRIKA_TAG_URL}"]`)).toBeNull();
    metrika.load();
    metrika.load();
    expect(document.querySelectorAll(`script[src="${METRIKA_TAG_URL}"]`)).toHaveLength(1);
    expect(queue()).toHaveLength(2);
  });

  it('uses a ym already on the page (the tag itself, or another snippet) instead of its own queue', () => {
    const calls: Calls = [];
    (window as unknown as { ym: (...args: unknown[]) => void }).ym = (...args: unknown[]) => {
      calls.push(args);
    };
    new YandexMetrika(777).reachGoal('deposit-stars');
    expect(calls.map((call) => call.slice(0, 2))).toEqual([[777, 'init'], [777, 'reachGoal']]);
    delete (window as { ym?: unknown }).ym;
  });

  it.each([
    [undefined, null],
    ['', null],
    ['abc', null],
    ['12 34', null],
    [' 987654 ', 987654],
  ])('counter id %j → %j (none configured: nothing is sent)', (raw, id) => {
    expect(metrikaCounterId(raw)).toBe(id);
  });
});
