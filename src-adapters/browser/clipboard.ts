/** Copies text with the browser's clipboard; false when the platform refuses (no permission, no API). */
export async function copyToClipboard(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** Whether the browser offers to read the clipboard (it may still refuse when asked). */
export function canReadBrowserClipboard(): boolean {
  return typeof navigator !== 'undefined' && typeof navigator.clipboard?.readText === 'function';
}

/** The browser clipboard's text; null when refused (no permission, no API) or empty. */
export async function readBrowserClipboard(): Promise<string | null> {
  try {
    return (await navigator.clipboard.readText()) || null;
  } catch {
    return null;
  }
}
