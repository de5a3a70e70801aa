import { describe, expect, it, vi } from 'vitest';
import { FakeMessenger } from '@adapters/memory/FakeMessenger';

const messenger = (options: { version?: string; bottomButtons?: readonly ('main' | 'secondary')[] } = {}) =>
  new FakeMessenger({ user: null, initData: 'x', colorScheme: 'dark', ...options });

describe('FakeMessenger’s controls (the demo’s imitation of the client)', () => {
  it('draws no bottom button by default, so the demo’s pages draw their own bar', () => {
    const m = messenger();
    expect(m.bottomButtons).toEqual([]);
    m.setBottomButton('main', { text: 'Open', enabled: true, progress: false });
    expect(m.bottomButton('main')).toBeNull();
  });

  it('with bottom buttons, answers a press only while the button is shown, enabled and not busy', () => {
    const m = messenger({ bottomButtons: ['main'] });
    const pressed = vi.fn();
    m.onBottomButtonPressed('main', pressed);
    m.pressBottomButton('main');
    m.setBottomButton('main', { text: 'Open', enabled: false, progress: false });
    m.pressBottomButton('main');
    m.setBottomButton('main', { text: 'Open', enabled: true, progress: true });
    m.pressBottomButton('main');
    expect(pressed).not.toHaveBeenCalled();
    m.setBottomButton('main', { text: 'Open', enabled: true, progress: false });
    m.pressBottomButton('main');
    expect(pressed).toHaveBeenCalledTimes(1);
    m.setBottomButton('main', null);
    m.pressBottomButton('main');
    expect(pressed).toHaveBeenCalledTimes(1);
  });

  it('shows the Settings item from 7.0 and passes its press on only while shown', () => {
    const old = messenger({ version: '6.9' });
    old.setSettingsButtonVisible(true);
    expect(old.settingsButtonVisible.value).toBe(false);
    const m = messenger();
    const pressed = vi.fn();
    m.onSettingsButtonPressed(pressed);
    m.pressSettingsButton();
    m.setSettingsButtonVisible(true);
    m.pressSettingsButton();
    expect(pressed).toHaveBeenCalledTimes(1);
  });

  it('enters and leaves full screen from 8.0, telling each change once', () => {
    const changes: boolean[] = [];
    const m = messenger();
    m.onFullscreenChanged((on) => changes.push(on));
    m.requestFullscreen();
    m.requestFullscreen();
    m.exitFullscreen();
    m.exitFullscreen();
    expect(changes).toEqual([true, false]);
    const old = messenger({ version: '7.10' });
    old.requestFullscreen();
    expect(old.isFullscreen).toBe(false);
  });
});
