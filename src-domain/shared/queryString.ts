/**
 * Reads one parameter of an application/x-www-form-urlencoded string (a URL query or messenger
 * init data). The domain has no DOM or Node types, so URLSearchParams is not available here.
 */
export function queryParam(query: string, name: string): string | null {
  const text = query.startsWith('?') ? query.slice(1) : query;
  for (const pair of text.split('&')) {
    if (!pair) continue;
    const eq = pair.indexOf('=');
    const key = decode(eq < 0 ? pair : pair.slice(0, eq));
    if (key === name) return eq < 0 ? '' : decode(pair.slice(eq + 1));
  }
  return null;
}

function decode(part: string): string {
  try {
    return decodeURIComponent(part.replace(/\+/g, ' '));
  } catch {
    return part;
  }
}
