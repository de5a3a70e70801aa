/**
 * The wheel angle under the pointer after turning by `rotation` degrees clockwise (the pointer
 * sits at the top): the inverse of the domain's stop computation, as the tests' own oracle.
 */
export function angleUnderPointer(rotation: number): number {
  return (((360 - (rotation % 360)) % 360) + 360) % 360;
}
