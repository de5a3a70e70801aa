export type RunMode = 'demo' | 'live';

/**
 * Spec §2: development mode is a host that is localhost or a private-network address.
 * Sub-domains of localhost (e.g. app.localhost) are deliberately not development: they let
 * end-to-end tests run the live adapters on this machine.
 */
export function isDevelopmentHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/^\[|\]$/g, '');
  if (host === 'localhost') return true;
  if (host === '::1' || /^f[cd][0-9a-f]{2}:/.test(host) || /^fe80:/.test(host)) return true;
  const octets = host.split('.');
  if (octets.length !== 4 || !octets.every((o) => /^\d{1,3}$/.test(o) && Number(o) <= 255)) return false;
  const [a, b] = octets.map(Number) as [number, number, number, number];
  return (
    a === 127 ||
    a === 10 ||
    (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && b === 168) ||
    (a === 169 && b === 254)
  );
}

export function runModeForHost(hostname: string): RunMode {
  return isDevelopmentHost(hostname) ? 'demo' : 'live';
}
