/** Spec §9: the luck-code drawing uses a line 4 px wide on a canvas at most 400 px square. */
export const LUCK_CANVAS = { lineWidth: 4, maxSize: 400, minSize: 200, margin: 96 } as const;

/** The canvas side for a window this wide: the window less the dialog's margins, within 200–400 px. */
export function luckCanvasSize(windowWidth: number): number {
  return Math.max(LUCK_CANVAS.minSize, Math.min(LUCK_CANVAS.maxSize, Math.floor(windowWidth - LUCK_CANVAS.margin)));
}
