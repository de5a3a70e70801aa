import type { JsonFeed } from './slicedJson';

/**
 * From this size an answer is parsed in slices, so that 100 000 items never block the page in one
 * task (below it JSON.parse takes a few ms). The sliced parser is a chunk of its own, fetched with
 * the first such answer: the start of the app never waits for it.
 */
const SLICED_FROM_CHARS = 256 * 1024;

/**
 * An answer's body, parsed as its text arrives: once it is big enough to need the sliced parser,
 * the pieces that came and those still coming are fed to it, so that an 18 MB list is mostly read
 * by the time its last byte is in. Whatever the size, the value is JSON.parse's: a body that is
 * not JSON stays text, and an empty one (or one of only whitespace) is null.
 */
export class JsonBody {
  private chars = 0;
  /** Pieces taken before the sliced parser's chunk was in. */
  private held: string[] = [];
  private feed: JsonFeed | null = null;
  private loading: Promise<void> | null = null;
  /** The sliced parser's chunk could not be fetched: the whole text goes to JSON.parse. */
  private unsliced = false;

  /**
   * `expectedBytes` is the answer's Content-Length, when it says one: a body that will be big has
   * the parser's chunk fetched at once, before its bytes keep the main thread busy.
   */
  constructor(expectedBytes?: number) {
    if (expectedBytes !== undefined && expectedBytes >= SLICED_FROM_CHARS) this.slice();
  }

  /** Takes the next piece of the body's text. */
  readonly take = (piece: string): void => {
    if (this.feed) {
      this.feed.push(piece);
      return;
    }
    if (this.unsliced) return;
    this.held.push(piece);
    this.chars += piece.length;
    if (this.chars >= SLICED_FROM_CHARS) this.slice();
  };

  private slice(): void {
    this.loading ??= import('./slicedJson').then(
      (module) => {
        this.feed = module.jsonFeed();
        for (const held of this.held) this.feed.push(held);
        this.held = [];
      },
      // Without the sliced parser's chunk (it could not be fetched) the answer is parsed at once.
      () => {
        this.unsliced = true;
        this.held = [];
      },
    );
  }

  /**
   * The body's value, once `text` (the whole body, asked for only when needed) is in: JSON.parse's,
   * or the text itself when it is not JSON, or null when it is empty or only whitespace.
   */
  async value(text: () => string): Promise<unknown> {
    await this.loading;
    try {
      return this.feed ? await this.feed.end() : (JSON.parse(text()) as unknown);
    } catch {
      const whole = text();
      return whole.trim() === '' ? null : whole;
    }
  }
}
