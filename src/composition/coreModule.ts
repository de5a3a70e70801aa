import { ContainerModule } from 'inversify';
import { ApiClient } from '@adapters/api/ApiClient';
import { HowlerSound } from '@adapters/browser/HowlerSound';
import { ConsoleLogger } from '@adapters/browser/ConsoleLogger';
import { cryptoRandom } from '@adapters/browser/cryptoRandom';
import { SystemClock } from '@adapters/browser/SystemClock';
import type { Clock } from '@domain/ports/Clock';
import { BrowserLifecycle } from '@adapters/browser/BrowserLifecycle';
import { BrowserPresence } from '@adapters/browser/BrowserPresence';
import { mainThreadNow, pauseForMainThread } from '@adapters/browser/mainThread';
import { TransportErrorReporter } from '@domain/features/session/TransportErrorReporter';
import { CasesStore } from '@ui/stores/CasesStore';
import { InventoryStore } from '@ui/stores/InventoryStore';
import { SessionStore } from '@ui/stores/SessionStore';
import { LazyToaster } from '@ui/toasts/LazyToaster';
import { transportProblemToast } from '@ui/toasts/transportToasts';
import { TOKENS } from './tokens';

/**
 * What both run modes share: the API client over whichever transport the mode binds, the
 * transport-error policy, toasts, logging, time, sound (howler, loaded on the first sound) and the
 * stores. Mode modules bind RunMode, Messenger, Storage, HttpTransport and Analytics.
 */
export const coreModule = new ContainerModule(({ bind }) => {
  bind(TOKENS.Clock).toConstantValue(new SystemClock());
  bind(TOKENS.Random).toConstantValue(cryptoRandom);
  bind(TOKENS.Logger).toConstantValue(new ConsoleLogger());
  bind(TOKENS.Sound).toConstantValue(new HowlerSound());
  bind(LazyToaster).toResolvedValue((clock: Clock) => new LazyToaster(clock), [TOKENS.Clock]);
  bind(TransportErrorReporter).toResolvedValue(
    (toaster: LazyToaster, messenger, clock) =>
      new TransportErrorReporter({ notify: (problem) => toaster.show(transportProblemToast(problem)), messenger, clock }),
    [LazyToaster, TOKENS.Messenger, TOKENS.Clock],
  );
  bind(TOKENS.Api).toResolvedValue(
    (transport, messenger, mode, reporter: TransportErrorReporter, logger, clock) =>
      new ApiClient({
        transport, initData: () => messenger.initData, requireInitData: mode === 'live', reporter, logger, clock,
        slicing: { now: mainThreadNow, pause: pauseForMainThread },
      }),
    [TOKENS.HttpTransport, TOKENS.Messenger, TOKENS.RunMode, TransportErrorReporter, TOKENS.Logger, TOKENS.Clock],
  );
  bind(BrowserLifecycle).toResolvedValue(() => new BrowserLifecycle());
  bind(TOKENS.Presence).toResolvedValue((messenger) => new BrowserPresence(messenger), [TOKENS.Messenger]);
  bind(SessionStore).toResolvedValue(
    (api, messenger, clock, logger, lifecycle: BrowserLifecycle, mode) =>
      new SessionStore({ api, messenger, clock, logger, lifecycle, requireInitData: mode === 'live' }),
    [TOKENS.Api, TOKENS.Messenger, TOKENS.Clock, TOKENS.Logger, BrowserLifecycle, TOKENS.RunMode],
  );
  bind(CasesStore).toResolvedValue((api) => new CasesStore(api), [TOKENS.Api]);
  bind(InventoryStore).toResolvedValue((api) => new InventoryStore(api), [TOKENS.Api]);
});
