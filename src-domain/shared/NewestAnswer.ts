/**
 * Where an answer stands among the others: `seq` counts requests in the order they were sent,
 * `write` marks the answer of a state-changing call.
 */
export interface AnswerOrder {
  readonly seq: number;
  readonly write: boolean;
}

/**
 * Keeps one piece of state in step with the newest answer about it (issue: a late, older answer
 * must not overwrite newer state). A read's answer is taken only when no answer to a request sent
 * after it has been taken; a write's answer is taken unless a later write's has been, so a
 * state-changing answer always wins over reads sent before it. Several fields of one answer share
 * its `seq` and are all taken.
 */
export class NewestAnswer {
  private newest = Number.NEGATIVE_INFINITY;
  private newestWrite = Number.NEGATIVE_INFINITY;

  /** True (and remembered) when an answer in this order may update the state. */
  accept(order: AnswerOrder): boolean {
    if (order.seq < (order.write ? this.newestWrite : this.newest)) return false;
    this.newest = Math.max(this.newest, order.seq);
    if (order.write) this.newestWrite = Math.max(this.newestWrite, order.seq);
    return true;
  }
}
