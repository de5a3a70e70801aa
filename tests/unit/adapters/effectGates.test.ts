import { describe, expect, it, vi } from 'vitest';
import { gateHaptics, gateSound } from '@adapters/browser/effectGates';
import { FakeMessenger } from '@adapters/memory/FakeMessenger';
import { EffectSettings } from '@ui/stores/EffectSettings';
import { mapStorage } from '../domain/cases/fixtures';

describe('the player’s sound and haptics switches, honoured by every call', () => {
  it('sound off: nothing plays or loads; stopping still works; on again: it plays', async () => {
    const sound = { preload: vi.fn(async () => {}), play: vi.fn(), stopAll: vi.fn() };
    const settings = new EffectSettings(mapStorage());
    const gated = gateSound(sound, () => settings.sound);
    settings.setSound(false);
    await gated.preload(['tick']);
    gated.play('win', { volume: 0.3 });
    gated.stopAll();
    expect(sound.preload).not.toHaveBeenCalled();
    expect(sound.play).not.toHaveBeenCalled();
    expect(sound.stopAll).toHaveBeenCalledTimes(1);
    settings.setSound(true);
    gated.play('win', { volume: 0.3 });
    expect(sound.play).toHaveBeenCalledWith('win', { volume: 0.3 });
  });

  it('haptics off: no impact, notification or selection reaches the messenger; the rest of it is untouched', () => {
    const messenger = new FakeMessenger({ user: null, initData: 'user=%7B%7D&auth_date=1', colorScheme: 'dark' });
    const settings = new EffectSettings(mapStorage());
    const gated = gateHaptics(messenger, () => settings.haptics);
    settings.setHaptics(false);
    gated.hapticImpact('heavy');
    gated.hapticNotification('success');
    gated.hapticSelection();
    expect(messenger.haptics).toEqual([]);
    gated.setBackButtonVisible(true);
    expect(messenger.backButtonVisible.value).toBe(true);
    expect(gated.isInsideMessenger).toBe(true);
    settings.setHaptics(true);
    gated.hapticImpact('light');
    expect(messenger.haptics).toEqual(['impact:light']);
  });

  it('the switches are kept through the storage port; an unreadable record means both on', () => {
    const storage = mapStorage();
    new EffectSettings(storage).setHaptics(false);
    const again = new EffectSettings(storage);
    expect([again.sound, again.haptics]).toEqual([true, false]);
    const broken = new EffectSettings(mapStorage(new Map([['settings.effects', '{not json']])));
    expect([broken.sound, broken.haptics]).toEqual([true, true]);
  });
});
