import { BehaviorSubject } from 'rxjs';
import type { Cancel } from '@domain/ports/Clock';
import type { BottomButton, BottomButtonParams, MessengerControls } from '@domain/ports/MessengerControls';

type Listeners<T> = Set<(value: T) => void>;

function follow<T>(listeners: Listeners<T>, listener: (value: T) => void): Cancel {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function tell<T>(listeners: Listeners<T>, value: T): void {
  for (const listener of [...listeners]) listener(value);
}

/**
 * The messenger's controls imitated for the demo and tests: what the app shows is published (the
 * demo chrome draws the Settings item and leaves full screen), and the presses and events the real
 * client would send are methods (`pressBottomButton`, `pressSettingsButton`, `setActive`).
 */
export class FakeControls implements MessengerControls {
  /** What each bottom button shows now (null: hidden), newest state last per button. */
  readonly bottomButtonLog: { readonly button: BottomButton; readonly params: BottomButtonParams | null }[] = [];
  readonly settingsButtonVisible = new BehaviorSubject(false);
  readonly fullscreen = new BehaviorSubject(false);
  private readonly pressed = { main: new Set<() => void>(), secondary: new Set<() => void>() };
  private readonly settingsListeners: Listeners<void> = new Set();
  private readonly fullscreenListeners: Listeners<boolean> = new Set();
  private readonly activeListeners: Listeners<boolean> = new Set();
  private active = true;

  constructor(
    readonly bottomButtons: readonly BottomButton[],
    private readonly hasFullscreen: () => boolean,
    private readonly hasSettings: () => boolean,
  ) {}

  setBottomButton(button: BottomButton, params: BottomButtonParams | null): void {
    if (this.bottomButtons.includes(button)) this.bottomButtonLog.push({ button, params });
  }

  /** What the button shows now; null when hidden or never shown. */
  bottomButton(button: BottomButton): BottomButtonParams | null {
    return this.bottomButtonLog.filter((entry) => entry.button === button).at(-1)?.params ?? null;
  }

  onBottomButtonPressed(button: BottomButton, listener: () => void): Cancel {
    return follow(this.pressed[button], listener);
  }

  /** The player presses the button: like the real client, only a shown and enabled one answers. */
  pressBottomButton(button: BottomButton): void {
    const shown = this.bottomButton(button);
    if (shown?.enabled && !shown.progress) tell(this.pressed[button], undefined);
  }

  get hasSettingsButton(): boolean {
    return this.hasSettings();
  }

  setSettingsButtonVisible(visible: boolean): void {
    if (this.hasSettingsButton) this.settingsButtonVisible.next(visible);
  }

  onSettingsButtonPressed(listener: () => void): Cancel {
    return follow(this.settingsListeners, listener);
  }

  pressSettingsButton(): void {
    if (this.settingsButtonVisible.value) tell(this.settingsListeners, undefined);
  }

  get canFullscreen(): boolean {
    return this.hasFullscreen();
  }

  get isFullscreen(): boolean {
    return this.fullscreen.value;
  }

  requestFullscreen(): void {
    if (this.canFullscreen && !this.fullscreen.value) this.changeFullscreen(true);
  }

  exitFullscreen(): void {
    if (this.fullscreen.value) this.changeFullscreen(false);
  }

  onFullscreenChanged(listener: (fullscreen: boolean) => void): Cancel {
    return follow(this.fullscreenListeners, listener);
  }

  get isActive(): boolean {
    return this.active;
  }

  onActiveChanged(listener: (active: boolean) => void): Cancel {
    return follow(this.activeListeners, listener);
  }

  /** The messenger minimises the app (false) or brings it back (true). */
  setActive(active: boolean): void {
    if (active === this.active) return;
    this.active = active;
    tell(this.activeListeners, active);
  }

  private changeFullscreen(on: boolean): void {
    this.fullscreen.next(on);
    tell(this.fullscreenListeners, on);
  }
}
