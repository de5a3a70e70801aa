/**
 * Screens that need their own Back behaviour (the upgrader's steps, modals, the opening's skip)
 * register a handler; the most recently registered one wins until it is removed. A screen may
 * also hide the Back button for a while (the upgrader's spin).
 */
export class BackButtonController {
  private readonly handlers: (() => void)[] = [];
  private hiders = 0;
  private readonly listeners = new Set<() => void>();

  push(handler: () => void): () => void {
    this.handlers.push(handler);
    return () => {
      const index = this.handlers.lastIndexOf(handler);
      if (index >= 0) this.handlers.splice(index, 1);
    };
  }

  /** Runs the current custom handler; false when there is none. */
  handle(): boolean {
    const handler = this.handlers[this.handlers.length - 1];
    if (!handler) return false;
    handler();
    return true;
  }

  /** True while a screen asks for the Back button to be hidden. */
  get hidden(): boolean {
    return this.hiders > 0;
  }

  /** Hides the Back button until the returned function is called. */
  hide(): () => void {
    this.hiders++;
    this.changed();
    let shown = false;
    return () => {
      if (shown) return;
      shown = true;
      this.hiders--;
      this.changed();
    };
  }

  /** Hears `hidden` change (a stable function, for useSyncExternalStore). */
  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  private changed(): void {
    for (const listener of [...this.listeners]) listener();
  }
}
