import type { PerformanceClass } from '@domain/ports/Messenger';

/**
 * Telegram for Android appends the device's performance class to its user agent, e.g.
 * "Telegram-Android/11.2.3 (Samsung SM-A155F; Android 14; SDK 34; LOW)".
 */
export function performanceClassFromUserAgent(userAgent: string): PerformanceClass {
  const match = /Telegram-Android\/[^(]*\([^)]*;\s*(LOW|AVERAGE|HIGH)\)/i.exec(userAgent);
  if (!match?.[1]) return 'unknown';
  return match[1].toLowerCase() as PerformanceClass;
}
