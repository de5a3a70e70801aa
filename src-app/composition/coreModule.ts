import { ContainerModule } from 'inversify';
import { ApiClient } from '@adapters/api/ApiClient';
import { ConsoleLogger } from '@adapters/browser/ConsoleLogger';
import { SystemClock } from '@adapters/browser/SystemClock';
import { languageFromLocale } from '@domain/model/language';
import { TransportErrorReporter } from '@domain/features/session/TransportErrorReporter';
import { createI18n } from '@ui/i18n/createI18n';
import { CasesStore } from '@ui/stores/CasesStore';
import { SessionStore } from '@ui/stores/SessionStore';
import { NotistackToaster } from '@ui/toasts/NotistackToaster';
import { TOKENS } from './tokens';

/**
 * What both run modes share: the API client over whichever transport the mode binds, the
 * transport-error policy, i18n, toasts, logging, time and the session store.
 * Mode modules bind Messenger, Storage, Sound, HttpTransport, RequireInitData and Analytics.
 */
export const coreModule = new ContainerModule(({ bind }) => {
  bind(TOKENS.Clock).toConstantValue(new SystemClock());
  bind(TOKENS.Random).toConstantValue(Math.random);
  bind(TOKENS.Logger).toConstantValue(new ConsoleLogger());
  bind(TOKENS.I18n).toResolvedValue((messenger) => createI18n(languageFromLocale(messenger.user?.languageCode)), [TOKENS.Messenger]);
  bind(TOKENS.Toaster).toResolvedValue(() => new NotistackToaster());
  bind(TOKENS.TransportErrorReporter).toResolvedValue(
    (toaster, messenger, clock) => new TransportErrorReporter({ toaster, messenger, clock }),
    [TOKENS.Toaster, TOKENS.Messenger, TOKENS.Clock],
  );
  bind(TOKENS.Api).toResolvedValue(
    (transport, messenger, requireInitData, reporter, logger, clock) =>
      new ApiClient({ transport, initData: () => messenger.initData, requireInitData, reporter, logger, clock }),
    [TOKENS.HttpTransport, TOKENS.Messenger, TOKENS.RequireInitData, TOKENS.TransportErrorReporter, TOKENS.Logger, TOKENS.Clock],
  );
  bind(TOKENS.SessionStore).toResolvedValue(
    (api, messenger, clock, logger) => new SessionStore({ api, messenger, clock, logger }),
    [TOKENS.Api, TOKENS.Messenger, TOKENS.Clock, TOKENS.Logger],
  );
  bind(TOKENS.CasesStore).toResolvedValue((api) => new CasesStore(api), [TOKENS.Api]);
});
