import type { Messenger } from '@domain/ports/Messenger';

/**
 * A device Telegram rates LOW (Android's user agent) gets lighter visual effects — the
 * light confetti, a reel without glow or flash, a smaller burst — and every sound and haptic the
 * spec asks for.
 */
export function wantsLightEffects(messenger: Pick<Messenger, 'performanceClass'>): boolean {
  return messenger.performanceClass === 'low';
}
