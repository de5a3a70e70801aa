/**
 * Text the storage port gives back, read as JSON. The storage is the player's device, so anything
 * may come back: absent or unreadable text is null, never a throw.
 */
export function parseStored(raw: string | null): unknown {
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return null;
  }
}

/** A JSON object with named fields: not null, not a list, not a number or a text. */
export function isJsonObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Stored text that holds a plain JSON object, or null. */
export function storedObject(raw: string | null): Record<string, unknown> | null {
  const value = parseStored(raw);
  return isJsonObject(value) ? value : null;
}
