/**
 * Screens that need their own Back behaviour (the upgrader's steps, modals) register a handler;
 * the most recently registered one wins until it is removed.
 */
export class BackButtonController {
  private readonly handlers: (() => void)[] = [];

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
}
