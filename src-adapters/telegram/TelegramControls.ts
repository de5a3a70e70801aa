import type { Cancel } from '@domain/ports/Clock';
import type { BottomButton, BottomButtonParams, MessengerControls } from '@domain/ports/MessengerControls';
import type { WebAppType } from './webApp';

/** The messenger refuses a bottom button's text that is empty or longer than this. */
const BUTTON_TEXT_MAX = 64;

/**
 * The messenger's controls around the page, through Telegram's own script: the bottom buttons
 * (main from Bot API 6.0, secondary from 7.10), the Settings item (7.0), full screen and the
 * `activated` / `deactivated` events (8.0). Each only inside the messenger and from its version;
 * elsewhere the answer is "not here" and the page draws its own stand-in.
 */
export class TelegramControls implements MessengerControls {
  constructor(protected readonly webApp: WebAppType) {}

  protected get inside(): boolean {
    return this.webApp.initData.length > 0;
  }

  protected supports(version: string): boolean {
    return this.inside && this.webApp.isVersionAtLeast(version);
  }

  get bottomButtons(): readonly BottomButton[] {
    if (!this.supports('6.1')) return [];
    return this.supports('7.10') ? ['main', 'secondary'] : ['main'];
  }

  setBottomButton(button: BottomButton, params: BottomButtonParams | null): void {
    if (!this.bottomButtons.includes(button)) return;
    const native = button === 'main' ? this.webApp.MainButton : this.webApp.SecondaryButton;
    const text = params?.text.trim().slice(0, BUTTON_TEXT_MAX) ?? '';
    if (!params || text === '') {
      native.hide();
      return;
    }
    // The spinner first: hiding it makes the button active again, so whether it is comes after.
    if (params.progress) native.showProgress(false);
    else native.hideProgress();
    native.setParams({
      text,
      // null: back to the messenger's own colour (the script's types say string only).
      color: (params.color ?? null) as string,
      text_color: (params.textColor ?? null) as string,
      is_active: params.enabled && !params.progress,
      is_visible: true,
      has_shine_effect: params.shine === true && this.supports('7.10'),
    });
  }

  onBottomButtonPressed(button: BottomButton, listener: () => void): Cancel {
    if (!this.bottomButtons.includes(button)) return () => {};
    const native = button === 'main' ? this.webApp.MainButton : this.webApp.SecondaryButton;
    const handler = () => listener();
    native.onClick(handler);
    return () => native.offClick(handler);
  }

  get hasSettingsButton(): boolean {
    return this.supports('7.0');
  }

  setSettingsButtonVisible(visible: boolean): void {
    if (!this.hasSettingsButton) return;
    if (visible) this.webApp.SettingsButton.show();
    else this.webApp.SettingsButton.hide();
  }

  onSettingsButtonPressed(listener: () => void): Cancel {
    if (!this.hasSettingsButton) return () => {};
    const handler = () => listener();
    this.webApp.SettingsButton.onClick(handler);
    return () => this.webApp.SettingsButton.offClick(handler);
  }

  get canFullscreen(): boolean {
    return this.supports('8.0');
  }

  get isFullscreen(): boolean {
    return this.canFullscreen && this.webApp.isFullscreen === true;
  }

  requestFullscreen(): void {
    if (this.canFullscreen && !this.isFullscreen) this.webApp.requestFullscreen();
  }

  exitFullscreen(): void {
    if (this.isFullscreen) this.webApp.exitFullscreen();
  }

  onFullscreenChanged(listener: (fullscreen: boolean) => void): Cancel {
    if (!this.canFullscreen) return () => {};
    const handler = () => listener(this.isFullscreen);
    this.webApp.onEvent('fullscreenChanged', handler);
    return () => this.webApp.offEvent('fullscreenChanged', handler);
  }

  get isActive(): boolean {
    // Before 8.0 the messenger does not say: the app counts as in front.
    return !this.supports('8.0') || this.webApp.isActive !== false;
  }

  onActiveChanged(listener: (active: boolean) => void): Cancel {
    if (!this.supports('8.0')) return () => {};
    const activated = () => listener(true);
    const deactivated = () => listener(false);
    this.webApp.onEvent('activated', activated);
    this.webApp.onEvent('deactivated', deactivated);
    return () => {
      this.webApp.offEvent('activated', activated);
      this.webApp.offEvent('deactivated', deactivated);
    };
  }
}
