import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { NewestAnswer, type AnswerOrder } from '@domain/shared/NewestAnswer';

const read = (seq: number): AnswerOrder => ({ seq, write: false });
const write = (seq: number): AnswerOrder => ({ seq, write: true });

describe('NewestAnswer', () => {
  it('takes reads in any order only while none sent later has been taken', () => {
    const newest = new NewestAnswer();
    expect(newest.accept(read(2))).toBe(true);
    expect(newest.accept(read(1))).toBe(false);
    expect(newest.accept(read(3))).toBe(true);
  });

  it('lets a write win over reads sent before it, and lose to a later write', () => {
    const newest = new NewestAnswer();
    expect(newest.accept(read(5))).toBe(true);
    // The sale was sent before the reload that answered first: its answer is still the server's word.
    expect(newest.accept(write(4))).toBe(true);
    expect(newest.accept(read(3))).toBe(false);
    expect(newest.accept(write(6))).toBe(true);
    expect(newest.accept(write(4))).toBe(false);
    expect(newest.accept(read(5))).toBe(false);
    expect(newest.accept(read(7))).toBe(true);
  });

  it('takes every field of one answer', () => {
    const newest = new NewestAnswer();
    expect(newest.accept(write(3))).toBe(true);
    expect(newest.accept(write(3))).toBe(true);
  });

  it('whatever the arrival order, the last answer taken is the newest read or the newest write', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.record({ seq: fc.integer({ min: 1, max: 60 }), write: fc.boolean() }), { selector: (o) => o.seq, minLength: 1 }),
        (orders) => {
          const newest = new NewestAnswer();
          let last: AnswerOrder | null = null;
          for (const order of orders) if (newest.accept(order)) last = order;
          const maxSeq = Math.max(...orders.map((o) => o.seq));
          const maxWrite = Math.max(...orders.filter((o) => o.write).map((o) => o.seq));
          // The state ends at the newest request's answer, or at the newest write's when it came later.
          expect([maxSeq, maxWrite]).toContain(last?.seq);
          // So no read sent before the newest write is ever the final word.
          if (last && !last.write) expect(last.seq).toBeGreaterThan(maxWrite);
        },
      ),
    );
  });
});
