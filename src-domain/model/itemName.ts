/**
 * Spec §2 (case skins) and §3 (upgrader items): a name 'weapon | finish' splits on the bar into
 * two lines. A name without a weapon part ('| Fade') shows its finish as the first line.
 */
export function splitItemName(name: string): readonly [string, string | null] {
  const bar = name.indexOf('|');
  if (bar < 0) return [name.trim(), null];
  const weapon = name.slice(0, bar).trim();
  const finish = name.slice(bar + 1).trim();
  return [weapon || finish, weapon && finish ? finish : null];
}
