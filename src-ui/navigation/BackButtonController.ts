interface Handler {
  readonly run: () => void;
  /** The path of the screen that registered it, or null for one that holds on every route (a dialog of the shell). */
  readonly path: string | null;
}

/**
 * Screens that need their own Back behaviour (the upgrader's steps, modals, the opening's skip)
 * register a handler; the most recently registered one wins until it is removed. A handler belongs
 * to its screen's path: once the address has moved on (a handler navigated, and the screen has not
 * unmounted yet), a second quick press is not given to it again but handled for the new address.
 * A screen may also hide the Back button for a while (the upgrader's spin).
 */
export class BackButtonController {
  private readonly handlers: Handler[] = [];
  private hiders = 0;
  private readonly listeners = new Set<() => void>();

  push(run: () => void, path: string | null = null): () => void {
    const handler: Handler = { run, path };
    this.handlers.push(handler);
    return () => {
      const index = this.handlers.lastIndexOf(handler);
      if (index >= 0) this.handlers.splice(index, 1);
    };
  }

  /** Runs the current custom handler for `path` (the address now); false when there is none. */
  handle(path: string | null = null): boolean {
    for (let i = this.handlers.length - 1; i >= 0; i--) {
      const handler = this.handlers[i] as Handler;
      if (handler.path === null || path === null || handler.path === path) {
        handler.run();
        return true;
      }
    }
    return false;
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
