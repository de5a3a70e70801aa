import { GAME_BACKEND_STATE_KEY } from '@adapters/memory/backend/GameBackend';
import type { Storage } from '@domain/ports/Storage';
import { writeDemoSettings } from './demoSettings';

/** Switching user or resetting rebuilds the whole app, exactly as a fresh launch would. */
export const demoControls = {
  switchUser(storage: Storage, userKey: string): void {
    writeDemoSettings(storage, { userKey });
    window.location.assign('/');
  },
  resetDemo(storage: Storage): void {
    storage.remove(GAME_BACKEND_STATE_KEY);
    window.location.assign('/');
  },
};
