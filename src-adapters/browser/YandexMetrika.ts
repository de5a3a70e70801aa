import type { Analytics } from '@domain/ports/Analytics';

/** Metrika's global: calls made before its tag loads wait in `ym.a` (its own snippet's convention). */
type Ym = ((counterId: number, method: string, ...args: unknown[]) => void) & { a?: unknown[][]; l?: number };

interface MetrikaWindow {
  ym?: Ym;
}

export const METRIKA_TAG_URL = 'https://mc.yandex.ru/metrika/tag.js';

/**
 * Analytics on Yandex Metrika (spec §7: `reachGoal('deposit-stars')` on a successful payment).
 * Goals reached before the tag has loaded are queued by the same stub Metrika's own snippet
 * installs; `load` adds the tag once the first screen is drawn, so it never delays the start.
 */
export class YandexMetrika implements Analytics {
  private loaded = false;

  constructor(private readonly counterId: number, private readonly target: Window & MetrikaWindow = window as Window & MetrikaWindow) {
    if (!target.ym) {
      const stub: Ym = (...args: unknown[]) => {
        (stub.a ??= []).push(args);
      };
      stub.l = Date.now();
      target.ym = stub;
    }
    // First in the queue, so every goal reached before the tag loads belongs to an initialised counter.
    target.ym(counterId, 'init', { clickmap: false, trackLinks: false, accurateTrackBounce: true });
  }

  reachGoal(goal: string): void {
    this.target.ym?.(this.counterId, 'reachGoal', goal);
  }

  load(): void {
    if (this.loaded) return;
    this.loaded = true;
    const script = this.target.document.createElement('script');
    script.async = true;
    script.src = METRIKA_TAG_URL;
    this.target.document.head.appendChild(script);
  }
}

/** The counter id configured at build time (VITE_METRIKA_COUNTER_ID), or null: then nothing is sent. */
export function metrikaCounterId(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,12}$/.test(raw.trim())) return null;
  return Number(raw.trim());
}
