// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { FakeMessenger } from '@adapters/memory/FakeMessenger';
import { MemoryStorage } from '@adapters/memory/MemoryStorage';
import { SilentSound } from '@adapters/memory/SilentSound';
import { createTestContainer } from '@app/composition/createContainer';
import { demoModule } from '@app/composition/demoModule';
import { TOKENS } from '@app/composition/tokens';
import { testI18n } from '../../support/i18n';

function services() {
  const messenger = new FakeMessenger({ user: null, initData: 'x', colorScheme: 'dark' });
  const sound = new SilentSound();
  const stopAll = vi.spyOn(sound, 'stopAll');
  const container = createTestContainer(demoModule, [
    [TOKENS.I18n, testI18n('en')], [TOKENS.Storage, new MemoryStorage()], [TOKENS.Messenger, messenger], [TOKENS.Sound, sound],
  ]);
  return { services: container.get(TOKENS.Services), messenger, sound, stopAll };
}

describe('the app away (the messenger’s deactivated): sounds', () => {
  it('stop when it leaves, stay silent while away, and play again once it is back', () => {
    const h = services();
    h.services.sound.play('tick');
    expect(h.sound.played).toHaveLength(1);
    h.messenger.setActive(false);
    expect(h.stopAll).toHaveBeenCalledTimes(1);
    expect(h.services.presence.inFront).toBe(false);
    h.services.sound.play('win');
    expect(h.sound.played).toHaveLength(1);
    h.messenger.setActive(true);
    h.services.sound.play('win');
    expect(h.sound.played.map((p) => p.id)).toEqual(['tick', 'win']);
    expect(h.stopAll).toHaveBeenCalledTimes(1);
  });
});
