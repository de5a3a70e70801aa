import type { ServerEvent, ServerEvents } from '@domain/ports/Api';

/** A fake of the API's server-event stream: stores subscribe to it, tests publish with `next`. */
export function serverEvents(): ServerEvents & { next(event: ServerEvent): void } {
  const listeners = new Set<(event: ServerEvent) => void>();
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    next(event) {
      for (const listener of [...listeners]) listener(event);
    },
  };
}
