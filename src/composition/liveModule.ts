import { ContainerModule } from 'inversify';
import { LocalStorage } from '@adapters/browser/LocalStorage';
import { AxiosTransport } from '@adapters/http/AxiosTransport';
import { metrikaCounterId, YandexMetrika } from '@adapters/browser/YandexMetrika';
import { TelegramMessenger } from '@adapters/telegram/TelegramMessenger';
import { apiBaseUrl, DEFAULT_API_BASE_TEMPLATE } from '@domain/features/session/apiHost';
import { TOKENS } from './tokens';

/** The template of the API host; `{shard}` becomes the user id modulo 10 (README: configuration). */
export const API_BASE_TEMPLATE: string = import.meta.env.VITE_API_BASE_TEMPLATE ?? DEFAULT_API_BASE_TEMPLATE;

const counterId = metrikaCounterId(import.meta.env.VITE_METRIKA_COUNTER_ID);

/** Yandex Metrika when a counter id is configured at build time; otherwise nothing is sent anywhere. */
export const metrika: YandexMetrika | null = counterId === null ? null : new YandexMetrika(counterId);

/** Live mode: the real messenger through its SDK and the real API over axios. */
export const liveModule = new ContainerModule(({ bind }) => {
  bind(TOKENS.RunMode).toConstantValue('live');
  bind(TOKENS.Messenger).toConstantValue(new TelegramMessenger());
  bind(TOKENS.Storage).toConstantValue(new LocalStorage());
  bind(TOKENS.CloudStorage).toConstantValue(async () => new (await import('@adapters/telegram/TelegramCloudStorage')).TelegramCloudStorage());
  bind(TOKENS.Analytics).toConstantValue(metrika ?? { reachGoal: () => {} });
  bind(TOKENS.HttpTransport).toResolvedValue(
    (messenger) => new AxiosTransport(() => apiBaseUrl(API_BASE_TEMPLATE, messenger.user?.id ?? null)),
    [TOKENS.Messenger],
  );
});
