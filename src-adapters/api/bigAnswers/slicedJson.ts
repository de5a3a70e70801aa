/**
 * JSON.parse for answers big enough to block the page: the same value, or the same SyntaxError
 * kind of failure, but in slices with the main thread given back between them, so 100 000 items
 * never make one long task (no task over 200 ms at 4x CPU throttle: the bench:lists goal). The text may be fed
 * in pieces as the answer arrives (`jsonFeed`): what has arrived is read while the rest is on the
 * way, so little is left to read when the last byte is in.
 *
 * The outer levels (the envelope, `me`, the lists) are walked here; everything below them is left
 * to the native JSON.parse. A long list of objects goes to JSON.parse in runs of elements: a run ends
 * at a `}`, `,`, `{` boundary found with one regular-expression search, and a run that is not valid
 * JSON (the boundary was inside a string or a nested list) is not used — that element is then read
 * on its own with an exact, string-aware scan. So every value comes from JSON.parse itself, and a
 * text JSON.parse rejects is rejected here.
 */

import { mainThreadNow, pauseForMainThread } from '@adapters/browser/mainThread';
import { isJsonSpace, MORE, TextWindow } from './textWindow';

export interface SliceOptions {
  /** Below this many characters the text is parsed at once (default 0: the caller has decided). */
  readonly minChars?: number;
  /** Main-thread time before handing back (ms). */
  readonly budgetMs?: number;
  /** Characters per run of list elements. */
  readonly runChars?: number;
  readonly now?: () => number;
  /** Gives the main thread back (to input, rendering and other tasks). */
  readonly pause?: () => Promise<void>;
}

/** A JSON text fed in pieces: `end` says the text is whole and gives its value (or its SyntaxError). */
export interface JsonFeed {
  readonly push: (piece: string) => void;
  readonly end: () => Promise<unknown>;
}

const BUDGET_MS = 40;
const RUN_CHARS = 64 * 1024;
/** Levels walked here: the envelope (0), its fields (1), theirs (2); deeper values go to JSON.parse whole. */
const WALKED_LEVELS = 3;
/** `}` `,` `{` with JSON's own whitespace (never \s: it takes characters JSON does not). */
const BOUNDARY = /\}[ \t\n\r]*,[ \t\n\r]*\{/g;

export async function parseJsonInSlices(text: string, options: SliceOptions = {}): Promise<unknown> {
  if (text.length < (options.minChars ?? 0)) return JSON.parse(text) as unknown;
  const feed = jsonFeed(options);
  feed.push(text);
  return feed.end();
}

export function jsonFeed(options: SliceOptions = {}): JsonFeed {
  const reader = new SlicedReader(options);
  const value = reader.read();
  // A text that fails early is reported by end(), not as an unhandled rejection meanwhile.
  value.catch(() => undefined);
  return {
    push: (piece) => reader.push(piece),
    end: () => {
      reader.close();
      return value;
    },
  };
}

class SlicedReader extends TextWindow {
  private sliceStart: number;
  private readonly now: () => number;
  private readonly pause: () => Promise<void>;
  private readonly budgetMs: number;
  private readonly runChars: number;

  constructor(options: SliceOptions) {
    super();
    this.now = options.now ?? mainThreadNow;
    this.pause = options.pause ?? pauseForMainThread;
    this.budgetMs = options.budgetMs ?? BUDGET_MS;
    this.runChars = options.runChars ?? RUN_CHARS;
    this.sliceStart = this.now();
  }

  async read(): Promise<unknown> {
    await this.skipSpace();
    const value = await this.value(0);
    await this.skipSpace();
    if (this.pos !== this.end) throw new SyntaxError(`Unexpected text at position ${this.pos} of the JSON answer`);
    return value;
  }

  async value(level: number): Promise<unknown> {
    const first = await this.next();
    if (level < WALKED_LEVELS && first === '{') return this.object(level);
    if (level < WALKED_LEVELS && first === '[') return this.array(level);
    const end = await this.scanned(() => this.valueEnd(this.pos));
    const value = JSON.parse(this.slice(this.pos, end)) as unknown;
    this.pos = end;
    return value;
  }

  private async object(level: number): Promise<Record<string, unknown>> {
    const out: Record<string, unknown> = {};
    this.pos++;
    await this.skipSpace();
    if ((await this.next()) === '}') {
      this.pos++;
      return out;
    }
    for (;;) {
      if ((await this.next()) !== '"') this.fail('a key');
      const keyEnd = await this.scanned(() => this.stringEnd(this.pos));
      const key = JSON.parse(this.slice(this.pos, keyEnd)) as string;
      this.pos = keyEnd;
      await this.skipSpace();
      if ((await this.next()) !== ':') this.fail("':'");
      this.pos++;
      await this.skipSpace();
      const value = await this.value(level + 1);
      // As JSON.parse does: '__proto__' is an own key, never the prototype; a repeated key keeps its last value.
      Object.defineProperty(out, key, { value, writable: true, enumerable: true, configurable: true });
      if (await this.afterMember('}')) return out;
      await this.maybePause();
    }
  }

  private async array(level: number): Promise<unknown[]> {
    const out: unknown[] = [];
    this.pos++;
    await this.skipSpace();
    if ((await this.next()) === ']') {
      this.pos++;
      return out;
    }
    /** A run that failed to parse ended here: elements up to it are read one by one. */
    let oneByOneUntil = -1;
    for (;;) {
      if (this.pos > oneByOneUntil && (await this.next()) === '{') {
        await this.more(this.runChars + 1);
        const boundary = this.runBoundary();
        if (boundary) {
          const run = this.parseRun(boundary.end);
          if (run) {
            for (const item of run) out.push(item);
            this.pos = boundary.next;
            await this.maybePause();
            continue;
          }
          oneByOneUntil = boundary.end;
        } else {
          // No boundary in the run's length: the elements there are read one by one.
          oneByOneUntil = this.whole ? Number.POSITIVE_INFINITY : this.end;
        }
      }
      out.push(await this.value(level + 1));
      if (await this.afterMember(']')) return out;
      await this.maybePause();
    }
  }

  /**
   * Where a run ends and the next element starts: the first boundary at least a run's length
   * ahead or, near the end of what is held, the last boundary there is.
   */
  private runBoundary(): { end: number; next: number } | null {
    BOUNDARY.lastIndex = this.pos - this.base + this.runChars;
    let match = BOUNDARY.exec(this.text);
    if (!match) {
      BOUNDARY.lastIndex = this.pos - this.base;
      for (let next = BOUNDARY.exec(this.text); next; next = BOUNDARY.exec(this.text)) match = next;
    }
    return match ? { end: this.base + match.index + 1, next: this.base + match.index + match[0].length - 1 } : null;
  }

  private parseRun(end: number): unknown[] | null {
    try {
      return JSON.parse(`[${this.slice(this.pos, end)}]`) as unknown[];
    } catch {
      return null;
    }
  }

  /** After a member or element: true at the closing bracket (passed), false after a comma (passed). */
  private async afterMember(close: '}' | ']'): Promise<boolean> {
    await this.skipSpace();
    const next = await this.next();
    this.pos++;
    if (next === close) return true;
    if (next !== ',') this.fail(`',' or '${close}'`);
    await this.skipSpace();
    return false;
  }

  /** Where the JSON value starting at `start` ends (MORE: not yet known); what it holds is left for JSON.parse to judge. */
  private valueEnd(start: number): number {
    const { end } = this;
    const first = this.at(start);
    if (first === 34 /* " */) return this.stringEnd(start);
    if (first !== 123 /* { */ && first !== 91 /* [ */) {
      let i = start;
      while (i < end && !isJsonSpace(this.at(i)) && !',]}'.includes(this.char(i) as string)) i++;
      return i === end && !this.whole ? MORE : i;
    }
    let depth = 0;
    for (let i = start; i < end; i++) {
      const code = this.at(i);
      if (code === 34) {
        const close = this.stringEnd(i);
        if (close === MORE) return MORE;
        i = close - 1;
      } else if (code === 123 || code === 91) depth++;
      else if ((code === 125 || code === 93) && --depth === 0) return i + 1;
    }
    return this.whole ? end : MORE;
  }

  /** The position after the string that opens at `start` (a quote preceded by an even run of backslashes closes it). */
  private stringEnd(start: number): number {
    let from = start + 1 - this.base;
    for (;;) {
      const quote = this.text.indexOf('"', from);
      if (quote < 0) {
        if (this.whole) this.fail('the end of a string');
        return MORE;
      }
      let backslashes = 0;
      while (this.text.charCodeAt(quote - 1 - backslashes) === 92) backslashes++;
      if (backslashes % 2 === 0) return this.base + quote + 1;
      from = quote + 1;
    }
  }

  private async maybePause(): Promise<void> {
    if (this.now() - this.sliceStart < this.budgetMs) return;
    await this.pause();
    this.sliceStart = this.now();
  }

  private fail(expected: string): never {
    throw new SyntaxError(`Expected ${expected} at position ${this.pos} of the JSON answer`);
  }
}
