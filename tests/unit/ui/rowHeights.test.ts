import { describe, expect, it } from 'vitest';
import { RowHeights } from '@ui/components/rowHeights';

describe('RowHeights: the height thought for rows not drawn yet', () => {
  it('is the guess until a row is measured', () => {
    expect(new RowHeights(206).estimate).toBe(206);
  });

  it('becomes the measured height when the rows are alike, so drawing them moves nothing', () => {
    const heights = new RowHeights(206);
    for (const row of [0, 1, 2, 3]) heights.record(row, 202);
    expect(heights.estimate).toBe(202);
  });

  it('is the mean of rows of different heights, in whole px', () => {
    const heights = new RowHeights(100);
    heights.record(0, 150);
    heights.record(1, 181);
    expect(heights.estimate).toBe(166);
  });

  it('counts a row measured again once, with its latest height', () => {
    const heights = new RowHeights(100);
    heights.record(0, 120);
    heights.record(1, 140);
    heights.record(1, 200);
    heights.record(1, 180);
    expect(heights.estimate).toBe(150);
  });
});
