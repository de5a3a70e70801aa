import type { AnswerOrder, ServerEvent, ServerEvents } from '@domain/ports/Api';

/**
 * A fake of the API's server-event stream: stores subscribe to it, tests publish with `next`.
 * Without an order, each event comes as the answer to a request sent after all before it.
 */
export function serverEvents(): ServerEvents & { next(event: ServerEvent, order?: AnswerOrder): void } {
  const listeners = new Set<(event: ServerEvent, order: AnswerOrder) => void>();
  let seq = 0;
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    next(event, order = { seq: ++seq, write: false }) {
      for (const listener of [...listeners]) listener(event, order);
    },
  };
}
