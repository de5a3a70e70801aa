import type { UpgraderState } from '@domain/features/upgrader/UpgraderFlow';
import { UPGRADER } from '@domain/features/upgrader/upgrader';
import type { Celebration } from '@ui/effects/Celebration';
import type { GuardSwitch } from '@ui/navigation/MomentGuard';
import type { Messenger } from '@domain/ports/Messenger';
import type { Sound } from '@domain/ports/Sound';
import type { Toaster } from '@ui/toasts/Toaster';

/** Spec §9's volumes, in the order the sounds are named in §4: tick, explosion, win. */
export const UPGRADER_VOLUMES = { tick: 0.7, explosion: 0.5, win: 0.3 } as const;

export interface UpgraderEffectsDeps {
  readonly sound: Sound;
  readonly messenger: Pick<Messenger, 'isInsideMessenger' | 'hapticNotification' | 'hapticImpact'>;
  readonly toaster: Pick<Toaster, 'show'>;
  readonly celebration: Pick<Celebration, 'start' | 'stop'>;
  readonly moment: Pick<GuardSwitch, 'set'>;
}

/**
 * The effects around the upgrader's flow, played on each change of its state: the moment guard,
 * the countdown ticks and the explosion on the audio clock, haptics, the win sound and confetti,
 * the failure toasts. The screen only renders them.
 */
export function playUpgraderEffects(now: UpgraderState, before: UpgraderState, deps: UpgraderEffectsDeps): void {
  const { sound, messenger, toaster, celebration, moment } = deps;
  moment.set(now.step === 4);
  if (now.step === 3 && before.step !== 3) void sound.preload(['tick', 'explosion', 'win']);
  // The whole countdown is scheduled on the audio clock when it starts: ticks at 3, 2, 1, the explosion at 0.
  if (now.wheel?.kind === 'countdown' && before.wheel?.kind !== 'countdown') {
    for (let second = 0; second < UPGRADER.countdownSeconds; second++) {
      sound.play('tick', { volume: UPGRADER_VOLUMES.tick, delaySeconds: second });
    }
    sound.play('explosion', { volume: UPGRADER_VOLUMES.explosion, delaySeconds: UPGRADER.countdownSeconds });
  }
  if (now.wheel?.kind === 'spinning' && before.wheel?.kind !== 'spinning') {
    performance.mark('upgrader:spin-start');
    if (messenger.isInsideMessenger) messenger.hapticImpact('heavy');
  }
  if (now.step === 5 && before.step !== 5) {
    if (now.result?.win) {
      sound.play('win', { volume: UPGRADER_VOLUMES.win });
      celebration.start();
    }
    if (messenger.isInsideMessenger) messenger.hapticNotification(now.result?.win ? 'success' : 'error');
  }
  if (now.step < 4 && before.step >= 4) sound.stopAll();
  if (now.step !== 5) celebration.stop();
  // A failed upgrade is felt as one (told by the transport or by our toast alike).
  if (now.failure && now.failure !== before.failure && messenger.isInsideMessenger) messenger.hapticNotification('error');
  if (now.failure && now.failure !== 'reported' && now.failure !== before.failure) {
    toaster.show({ kind: 'error', message: { key: now.failure === 'unconfirmed' ? 'upgrader.upgradeUnconfirmed' : 'upgrader.upgradeFailed' } });
  }
}
