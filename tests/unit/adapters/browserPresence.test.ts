// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { BrowserPresence } from '@adapters/browser/BrowserPresence';
import { FakeMessenger } from '@adapters/memory/FakeMessenger';

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

afterEach(() => setVisibility('visible'));

describe('BrowserPresence: in front = the page visible and the messenger saying so', () => {
  const messenger = () => new FakeMessenger({ user: null, initData: 'x', colorScheme: 'dark' });

  it('follows the messenger’s deactivated / activated while the page stays visible', () => {
    const m = messenger();
    const presence = new BrowserPresence(m);
    const seen: boolean[] = [];
    const cancel = presence.onChange((inFront) => seen.push(inFront));
    expect(presence.inFront).toBe(true);
    m.setActive(false);
    expect(presence.inFront).toBe(false);
    m.setActive(true);
    expect(seen).toEqual([false, true]);
    cancel();
    m.setActive(false);
    expect(seen).toEqual([false, true]);
  });

  it('follows the page’s visibility, and tells a change once when both say it', () => {
    const m = messenger();
    const presence = new BrowserPresence(m);
    const seen: boolean[] = [];
    presence.onChange((inFront) => seen.push(inFront));
    setVisibility('hidden');
    m.setActive(false);
    expect(seen).toEqual([false]);
    setVisibility('visible');
    expect(presence.inFront).toBe(false);
    m.setActive(true);
    expect(seen).toEqual([false, true]);
  });

  it('without a messenger, the page alone decides', () => {
    const presence = new BrowserPresence();
    expect(presence.inFront).toBe(true);
    setVisibility('hidden');
    expect(presence.inFront).toBe(false);
  });
});
