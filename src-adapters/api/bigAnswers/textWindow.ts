/**
 * The text a parser reads as it arrives (slicedJson.ts): pieces are pushed as they come, and the
 * reader holds the text from where it is on, taking the pieces in once it needs them (one copy of
 * each, however far behind the reader is). Positions count from the start of the whole text.
 */

/** A scan that reached the end of what has arrived: it is done again once more has. */
export const MORE = -1;

export const isJsonSpace = (code: number) => code === 32 || code === 10 || code === 13 || code === 9;

export class TextWindow {
  /** Where the reader is, counted from the start of the whole text. */
  pos = 0;
  /** The text from `base` on that the reader holds (what is before `pos` is dropped when more is taken). */
  protected text = '';
  protected base = 0;
  /** Pieces that arrived and are not yet in `text`: joined in once the reader needs them (one copy each). */
  private pending: string[] = [];
  private pendingChars = 0;
  private closed = false;
  private wake: (() => void) | null = null;

  push(piece: string): void {
    if (this.closed || piece === '') return;
    this.pending.push(piece);
    this.pendingChars += piece.length;
    this.wake?.();
  }

  close(): void {
    this.closed = true;
    this.wake?.();
  }

  /** Where what has arrived ends. */
  protected get end(): number {
    return this.base + this.text.length;
  }

  /** Nothing more will arrive. */
  protected get whole(): boolean {
    return this.closed && this.pending.length === 0;
  }

  protected at(position: number): number {
    return this.text.charCodeAt(position - this.base);
  }

  protected char(position: number): string | undefined {
    return this.text[position - this.base];
  }

  protected slice(from: number, to: number): string {
    return this.text.slice(from - this.base, to - this.base);
  }

  /** Until at least `chars` characters from `pos` on are held, or the text is whole. */
  protected async more(chars: number): Promise<void> {
    while (this.end - this.pos < chars && !this.whole) {
      // Asked for a little more, the reader waits until what it holds has doubled: a value that
      // spans many pieces is scanned a few times, not once per piece.
      const enough = this.closed || this.end - this.pos + this.pendingChars >= chars;
      if (this.pending.length === 0 || !enough) {
        await new Promise<void>((resolve) => {
          this.wake = resolve;
        });
        this.wake = null;
        continue;
      }
      this.text = this.text.slice(this.pos - this.base) + this.pending.join('');
      this.base = this.pos;
      this.pending = [];
      this.pendingChars = 0;
    }
  }

  /** `scan` (a position, or MORE at the end of what has arrived) done again until it can answer. */
  protected async scanned(scan: () => number): Promise<number> {
    for (;;) {
      const found = scan();
      if (found !== MORE) return found;
      await this.more(Math.max(2 * (this.end - this.pos), 1));
    }
  }

  protected async skipSpace(): Promise<void> {
    for (;;) {
      while (this.pos < this.end && isJsonSpace(this.at(this.pos))) this.pos++;
      if (this.pos < this.end || this.whole) return;
      await this.more(1);
    }
  }

  /** The character at `pos`, once it has arrived (undefined at the end of the whole text). */
  protected async next(): Promise<string | undefined> {
    await this.more(1);
    return this.char(this.pos);
  }
}
