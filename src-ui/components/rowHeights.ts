// Its own module: only the windowed mode's lazy chunk uses it, so the entry does not carry it.
/**
 * The height thought for rows not drawn yet: the mean of the rows measured so far, the guess until
 * one is. Rows of the same cards then need no correction as they are drawn, and each correction is
 * a scroll write in the middle of the player's scroll (Home's smooth scroll, which three of them
 * left 12 px short of the top, or a fling).
 */
export class RowHeights {
  private readonly sizes = new Map<number, number>();
  private sum = 0;

  constructor(private readonly guess: number) {}

  record(row: number, size: number): void {
    this.sum += size - (this.sizes.get(row) ?? 0);
    this.sizes.set(row, size);
  }

  get estimate(): number {
    return this.sizes.size === 0 ? this.guess : Math.round(this.sum / this.sizes.size);
  }
}
