import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LUCK_CANVAS, luckCanvasSize } from '@ui/screens/cases/luckCanvas';

describe('the luck-code canvas (spec §9: line width 4, canvas max 400)', () => {
  it('draws with a 4 px line', () => {
    expect(LUCK_CANVAS.lineWidth).toBe(4);
  });

  it('is never larger than 400 px, nor so small it cannot be drawn on, whatever the window', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 5000 }), (width) => {
      const size = luckCanvasSize(width);
      expect(size).toBeLessThanOrEqual(400);
      expect(size).toBeGreaterThanOrEqual(200);
    }));
  });

  it('on a 390 px phone it takes the window less the dialog’s margins; on a tablet it stops at 400', () => {
    expect(luckCanvasSize(390)).toBe(294);
    expect(luckCanvasSize(1024)).toBe(400);
  });
});
