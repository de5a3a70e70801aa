/**
 * Unicode's embedding, override and isolate controls (LRE, RLE, PDF, LRO, RLO; LRI, RLI, FSI, PDI).
 * In a server text they turn what follows around ('Sold for \u202E123' reads '321'), and no text
 * of the game needs them.
 */
const DIRECTION_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/g;

/** Every string of a JSON value without direction controls; the rest as it is. */
export function withoutDirectionControls(value: unknown): unknown {
  if (typeof value === 'string') return value.replace(DIRECTION_CONTROLS, '');
  if (Array.isArray(value)) return value.map(withoutDirectionControls);
  if (typeof value === 'object' && value !== null) {
    // fromEntries defines own properties: a '__proto__' key stays a key, never a prototype.
    return Object.fromEntries(Object.entries(value).map(([key, field]) => [key, withoutDirectionControls(field)]));
  }
  return value;
}
