import { ContainerModule } from 'inversify';
import { LocalStorage } from '@adapters/browser/LocalStorage';
import { FakeMessenger } from '@adapters/memory/FakeMessenger';
import { GameBackend, seededSecretBytes } from '@adapters/memory/backend/GameBackend';
import { mockInitData, mockUserByKey } from '@adapters/memory/backend/mockUsers';
import { InMemoryTransport } from '@adapters/memory/InMemoryTransport';
import { MemoryCloudStorage } from '@adapters/memory/MemoryCloudStorage';
import { seededRandom } from '@domain/shared/seededRandom';
import type { ColorScheme, Messenger } from '@domain/ports/Messenger';
import type { Storage } from '@domain/ports/Storage';
import { readDemoSettings } from '@app/demo/demoSettings';
import { TOKENS } from './tokens';

export interface DemoOptions {
  /** Where the demo keeps its state; localStorage unless a scenario runs on a fresh memory store. */
  readonly storage?: Storage;
  readonly userKey?: string;
  readonly colorScheme?: ColorScheme;
  /** Scenarios use a seeded random so their screens are the same every time. */
  readonly seed?: number;
  /**
   * The messenger user's language, when a scenario asks for one: the app falls back to it when
   * the profile cannot be loaded (network down, 401), so those screens are in the language asked.
   */
  readonly languageCode?: string;
}

/**
 * Demo mode (development hosts): an imitation of the messenger logged in as a mock user, and the
 * in-memory game backend behind the same API client the live mode uses.
 */
export function createDemoModule(options: DemoOptions = {}): ContainerModule {
  return new ContainerModule(({ bind, onActivation, rebind }) => {
  const storage = options.storage ?? new LocalStorage();
  const settings = readDemoSettings(storage);
  const mockUser = mockUserByKey(options.userKey ?? settings.userKey);
  const user = options.languageCode ? { ...mockUser, languageCode: options.languageCode } : mockUser;
  const messenger = new FakeMessenger({
    user: { id: user.id, firstName: user.firstName, lastName: user.lastName, username: user.username, languageCode: user.languageCode, photoUrl: null },
    initData: mockInitData(user, Math.floor(Date.now() / 1000)),
    colorScheme: options.colorScheme ?? settings.colorScheme,
  });
  if (options.seed !== undefined) {
    const random = seededRandom(options.seed);
    rebind(TOKENS.Random).toConstantValue(random);
  }
  bind(TOKENS.RunMode).toConstantValue('demo');
  bind(TOKENS.Storage).toConstantValue(storage);
  // The messenger's cloud, kept in the demo's own storage: two tabs of the demo share it as two phones share Telegram's.
  bind(TOKENS.CloudStorage).toResolvedValue(
    (cloudStorage: Storage, cloudMessenger: Messenger) => async () => new MemoryCloudStorage({
      storage: cloudStorage, key: `demo.cloud.${cloudMessenger.user?.id ?? 'anonymous'}`, available: cloudMessenger.isVersionAtLeast('6.9'),
    }),
    [TOKENS.Storage, TOKENS.Messenger],
  );
  bind(FakeMessenger).toConstantValue(messenger);
  bind(TOKENS.Messenger).toService(FakeMessenger);
  bind(TOKENS.Analytics).toConstantValue({ reachGoal: (goal: string) => console.info(`[demo analytics] goal reached: ${goal}`) });
  // A scenario (seeded) also seeds the server seeds, so its screens show the same commitment every time.
  const secretBytes = options.seed === undefined ? undefined : seededSecretBytes(options.seed);
  bind(GameBackend).toResolvedValue(
    (backendStorage, clock, random) => new GameBackend({ storage: backendStorage, clock, random, ...(secretBytes ? { secretBytes } : {}) }),
    [TOKENS.Storage, TOKENS.Clock, TOKENS.Random],
  );
  // The messenger's payment window closing is what the payment provider tells the server.
  onActivation(GameBackend, (context, backend: GameBackend) => {
    const activeMessenger = context.get(TOKENS.Messenger);
    if (!(activeMessenger instanceof FakeMessenger)) return backend;
    activeMessenger.invoiceClosed.subscribe(({ url, outcome }) => {
      const paymentId = GameBackend.paymentIdFromInvoiceUrl(url);
      if (paymentId) backend.settlePayment(paymentId, outcome);
    });
    return backend;
  });
  bind(TOKENS.HttpTransport).toResolvedValue(
    (backend: GameBackend, clock) => new InMemoryTransport(backend, clock),
    [GameBackend, TOKENS.Clock],
  );
  });
}

export const demoModule = createDemoModule();
