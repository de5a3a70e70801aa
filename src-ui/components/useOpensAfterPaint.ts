import { useDeferredValue } from 'react';

/**
 * Whether a sheet or dialog that `open` asks for is drawn: it closes in the render that closes it,
 * and opens in a background render after the frame of the tap that opened it. Mounting a sheet
 * (its portal, focus trap, transition and styles) takes longer than a frame on a slow phone; in the
 * tap's own render the player would see nothing until all of it was done (the pressed tile or
 * button unpainted meanwhile). React renders the sheet in slices that let that frame through.
 */
export function useOpensAfterPaint(open: boolean): boolean {
  const drawn = useDeferredValue(open);
  return open && drawn;
}
