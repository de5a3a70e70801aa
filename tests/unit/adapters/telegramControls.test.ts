// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TelegramMessenger as TelegramMessengerType } from '@adapters/telegram/TelegramMessenger';
import { deliverTelegramEvent, playTelegramClient } from '../../support/telegramScript';

/**
 * The messenger's controls at the protocol level, around the SDK's own script (Bot API 8.0): the
 * test is the Telegram client. What the app asks is recorded from TelegramWebviewProxy.postEvent;
 * the client's events are delivered with Telegram.WebView.receiveEvent.
 */
interface Posted {
  readonly type: string;
  readonly data: Record<string, unknown> | null;
}
const posted: Posted[] = [];
let TelegramMessenger: typeof TelegramMessengerType;

beforeAll(async () => {
  playTelegramClient(posted);
  ({ TelegramMessenger } = await import('@adapters/telegram/TelegramMessenger'));
});

afterEach(() => {
  posted.length = 0;
});

const deliver = deliverTelegramEvent;
const sent = (type: string) => posted.filter((event) => event.type === type).map((event) => event.data);

describe('bottom buttons (web_app_setup_main_button / _secondary_button)', () => {
  it('has both inside an 8.0 client', () => {
    expect(new TelegramMessenger().bottomButtons).toEqual(['main', 'secondary']);
  });

  it('shows the main button with its text, colours and shine, active', () => {
    new TelegramMessenger().setBottomButton('main', { text: 'Open for 120', enabled: true, progress: false, color: '#ff9f1c', textColor: '#1a1200', shine: true });
    expect(sent('web_app_setup_main_button').at(-1)).toEqual({
      is_visible: true, is_active: true, is_progress_visible: false, text: 'Open for 120', color: '#ff9f1c', text_color: '#1a1200', has_shine_effect: true,
    });
  });

  it('greys it out while disabled, and shows a spinner (inactive, no shine) while in progress', () => {
    const m = new TelegramMessenger();
    m.setBottomButton('main', { text: 'Open', enabled: false, progress: false });
    expect(sent('web_app_setup_main_button').at(-1)).toMatchObject({ is_visible: true, is_active: false, is_progress_visible: false });
    m.setBottomButton('main', { text: 'Opening', enabled: true, progress: true, shine: true });
    expect(sent('web_app_setup_main_button').at(-1)).toMatchObject({ is_active: false, is_progress_visible: true, has_shine_effect: false, text: 'Opening' });
    m.setBottomButton('main', { text: 'Open', enabled: true, progress: false });
    expect(sent('web_app_setup_main_button').at(-1)).toMatchObject({ is_active: true, is_progress_visible: false });
  });

  it('goes back to the messenger’s own colours when none are given', () => {
    const m = new TelegramMessenger();
    m.setBottomButton('main', { text: 'A', enabled: true, progress: false, color: '#ff0000' });
    m.setBottomButton('main', { text: 'B', enabled: true, progress: false });
    expect(sent('web_app_setup_main_button').at(-1)).toMatchObject({ text: 'B', color: '#2481cc' });
  });

  it('hides a button (null, or a text the client would refuse) and clips a long one to 64 characters', () => {
    const m = new TelegramMessenger();
    m.setBottomButton('secondary', { text: 'Luck code', enabled: true, progress: false });
    expect(sent('web_app_setup_secondary_button').at(-1)).toMatchObject({ is_visible: true, text: 'Luck code', position: 'left' });
    m.setBottomButton('secondary', null);
    expect(sent('web_app_setup_secondary_button').at(-1)).toEqual({ is_visible: false });
    m.setBottomButton('main', { text: 'x'.repeat(80), enabled: true, progress: false });
    expect(sent('web_app_setup_main_button').at(-1)).toMatchObject({ text: 'x'.repeat(64) });
    m.setBottomButton('main', { text: '   ', enabled: true, progress: false });
    expect(sent('web_app_setup_main_button').at(-1)).toEqual({ is_visible: false });
  });

  it('hears main_button_pressed while it is active, and no more once cancelled', () => {
    const m = new TelegramMessenger();
    const pressed = vi.fn();
    const cancel = m.onBottomButtonPressed('main', pressed);
    m.setBottomButton('main', { text: 'Open', enabled: true, progress: false });
    deliver('main_button_pressed');
    expect(pressed).toHaveBeenCalledTimes(1);
    m.setBottomButton('main', { text: 'Open', enabled: true, progress: true });
    deliver('main_button_pressed');
    expect(pressed).toHaveBeenCalledTimes(1);
    m.setBottomButton('main', { text: 'Open', enabled: true, progress: false });
    cancel();
    deliver('main_button_pressed');
    expect(pressed).toHaveBeenCalledTimes(1);
  });

  it('tells the main and secondary presses apart', () => {
    const m = new TelegramMessenger();
    const main = vi.fn();
    const secondary = vi.fn();
    const cancels = [m.onBottomButtonPressed('main', main), m.onBottomButtonPressed('secondary', secondary)];
    m.setBottomButton('main', { text: 'Open', enabled: true, progress: false });
    m.setBottomButton('secondary', { text: 'Luck code', enabled: true, progress: false });
    deliver('secondary_button_pressed');
    expect([main.mock.calls.length, secondary.mock.calls.length]).toEqual([0, 1]);
    cancels.forEach((cancel) => cancel());
  });
});

describe('settings button (web_app_setup_settings_button)', () => {
  it('shows and hides it, and hears settings_button_pressed', () => {
    const m = new TelegramMessenger();
    const pressed = vi.fn();
    const cancel = m.onSettingsButtonPressed(pressed);
    m.setSettingsButtonVisible(true);
    expect(sent('web_app_setup_settings_button').at(-1)).toEqual({ is_visible: true });
    deliver('settings_button_pressed');
    expect(pressed).toHaveBeenCalledTimes(1);
    m.setSettingsButtonVisible(false);
    expect(sent('web_app_setup_settings_button').at(-1)).toEqual({ is_visible: false });
    cancel();
    deliver('settings_button_pressed');
    expect(pressed).toHaveBeenCalledTimes(1);
  });
});

describe('full screen (web_app_request_fullscreen / fullscreen_changed)', () => {
  it('asks for it, hears the client grant it, and leaves it', () => {
    const m = new TelegramMessenger();
    const changes: boolean[] = [];
    const cancel = m.onFullscreenChanged((on) => changes.push(on));
    expect(m.canFullscreen).toBe(true);
    m.requestFullscreen();
    expect(sent('web_app_request_fullscreen')).toHaveLength(1);
    expect(m.isFullscreen).toBe(false);
    deliver('fullscreen_changed', { is_fullscreen: true });
    expect(m.isFullscreen).toBe(true);
    m.requestFullscreen();
    expect(sent('web_app_request_fullscreen')).toHaveLength(1);
    m.exitFullscreen();
    expect(sent('web_app_exit_fullscreen')).toHaveLength(1);
    deliver('fullscreen_changed', { is_fullscreen: false });
    expect(changes).toEqual([true, false]);
    m.exitFullscreen();
    expect(sent('web_app_exit_fullscreen')).toHaveLength(1);
    cancel();
  });
});

describe('activated / deactivated (visibility_changed)', () => {
  it('follows the client minimising the app and bringing it back', () => {
    const m = new TelegramMessenger();
    const seen: boolean[] = [];
    const cancel = m.onActiveChanged((active) => seen.push(active));
    expect(m.isActive).toBe(true);
    deliver('visibility_changed', { is_visible: false });
    expect(m.isActive).toBe(false);
    deliver('visibility_changed', { is_visible: true });
    expect(m.isActive).toBe(true);
    cancel();
    deliver('visibility_changed', { is_visible: false });
    expect(seen).toEqual([false, true]);
    deliver('visibility_changed', { is_visible: true });
  });
});

describe('older clients and outside the messenger: what is not there is not used', () => {
  const versionAtLeast = (have: string) => (want: string) => {
    const [a, b] = [have.split('.').map(Number), want.split('.').map(Number)];
    for (let i = 0; i < 2; i++) if ((a[i] ?? 0) !== (b[i] ?? 0)) return (a[i] ?? 0) > (b[i] ?? 0);
    return true;
  };
  async function client(version: string, initData = 'user=%7B%7D&hash=x') {
    const { TelegramControls } = await import('@adapters/telegram/TelegramControls');
    const button = () => ({ setParams: vi.fn(), show: vi.fn(), hide: vi.fn(), showProgress: vi.fn(), hideProgress: vi.fn(), onClick: vi.fn(), offClick: vi.fn() });
    const webApp = {
      initData, isVersionAtLeast: versionAtLeast(version), MainButton: button(), SecondaryButton: button(), SettingsButton: button(),
      requestFullscreen: vi.fn(), exitFullscreen: vi.fn(), onEvent: vi.fn(), offEvent: vi.fn(), isActive: false, isFullscreen: false,
    };
    return { controls: new TelegramControls(webApp as never), webApp };
  }

  it.each([
    ['6.0', [], false, false],
    ['7.0', ['main'], true, false],
    ['7.10', ['main', 'secondary'], true, false],
    ['8.0', ['main', 'secondary'], true, true],
  ] as const)('Bot API %s: bottom buttons %j, settings %s, full screen %s', async (version, buttons, settings, fullscreen) => {
    const { controls, webApp } = await client(version);
    expect(controls.bottomButtons).toEqual(buttons);
    expect(controls.hasSettingsButton).toBe(settings);
    expect(controls.canFullscreen).toBe(fullscreen);
    controls.setBottomButton('secondary', { text: 'Luck code', enabled: true, progress: false });
    expect(webApp.SecondaryButton.setParams).toHaveBeenCalledTimes(buttons.length === 2 ? 1 : 0);
    controls.setSettingsButtonVisible(true);
    expect(webApp.SettingsButton.show).toHaveBeenCalledTimes(settings ? 1 : 0);
    controls.requestFullscreen();
    expect(webApp.requestFullscreen).toHaveBeenCalledTimes(fullscreen ? 1 : 0);
    // Below 8.0 the client never says the app went away: it counts as in front.
    expect(controls.isActive).toBe(!fullscreen);
    controls.onActiveChanged(() => {});
    expect(webApp.onEvent).toHaveBeenCalledTimes(fullscreen ? 2 : 0);
  });

  it('outside the messenger nothing is drawn by it, whatever the script says', async () => {
    const { controls, webApp } = await client('8.0', '');
    expect([controls.bottomButtons, controls.hasSettingsButton, controls.canFullscreen, controls.isActive]).toEqual([[], false, false, true]);
    controls.setBottomButton('main', { text: 'Open', enabled: true, progress: false });
    controls.onBottomButtonPressed('main', () => {});
    expect(webApp.MainButton.setParams).not.toHaveBeenCalled();
    expect(webApp.MainButton.onClick).not.toHaveBeenCalled();
  });
});
