/** Copies text with the browser's clipboard; false when the platform refuses (no permission, no API). */
export async function copyToClipboard(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
