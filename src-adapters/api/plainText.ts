/**
 * Unicode's direction controls: the embeddings, overrides and isolates (LRE, RLE, PDF, LRO, RLO;
 * LRI, RLI, FSI, PDI) and the marks that act as strong letters of a direction (LRM U+200E, RLM
 * U+200F, ALM U+061C). In a server text they turn what follows around ('Sold for \u202E123' reads
 * '321'; beside an RLM or ALM, signs, spaces and brackets flow right to left, so '+' and '−' can
 * change sides of a number), and no text of the game needs them.
 */
const DIRECTION_CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;
const HAS_DIRECTION_CONTROL = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/;
/** The same controls in a JSON text, as characters or as `\\u` escapes (upper or lower case hex). */
const DIRECTION_CONTROL_IN_JSON = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]|\\u(?:061c|200[ef]|202[a-e]|206[6-9])/i;

/**
 * Whether the JSON text of an answer may hold a direction control: when it cannot, the parsed
 * answer needs no walk (one native search instead of a walk over 100 000 items).
 */
export const jsonMayHoldDirectionControls = (text: string) => DIRECTION_CONTROL_IN_JSON.test(text);

/** Numbers, flags and nulls are passed over without a call (most fields of a long list are). */
const mayHoldText = (value: unknown) => typeof value === 'string' || (typeof value === 'object' && value !== null);

/**
 * Every string of a JSON value without direction controls; the rest as it is. Only what changes is
 * copied (an answer of 100 000 items without a control is walked, not rebuilt), and the value given
 * is never changed.
 */
export function withoutDirectionControls(value: unknown): unknown {
  if (typeof value === 'string') return HAS_DIRECTION_CONTROL.test(value) ? value.replace(DIRECTION_CONTROLS, '') : value;
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) {
    let copy: unknown[] | null = null;
    for (let i = 0; i < value.length; i++) {
      const item: unknown = value[i];
      if (!mayHoldText(item)) continue;
      const clean = withoutDirectionControls(item);
      if (clean !== item) (copy ??= value.slice())[i] = clean;
    }
    return copy ?? value;
  }
  let copy: Record<string, unknown> | null = null;
  const record = value as Record<string, unknown>;
  for (const key in record) {
    const field = record[key];
    if (!mayHoldText(field) || !Object.hasOwn(record, key)) continue;
    const clean = withoutDirectionControls(field);
    if (clean === field) continue;
    // fromEntries and defineProperty define own properties: a '__proto__' key stays a key, never a prototype.
    copy ??= Object.fromEntries(Object.entries(record));
    Object.defineProperty(copy, key, { value: clean, writable: true, enumerable: true, configurable: true });
  }
  return copy ?? value;
}
