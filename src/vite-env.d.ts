/// <reference types="vite/client" />
interface ImportMetaEnv {
  /** API host template for live mode, e.g. https://api{shard}.example.com (README: configuration). */
  readonly VITE_API_BASE_TEMPLATE?: string;
  /** Yandex Metrika counter id for the live app's goals; none: no analytics at all (README: configuration). */
  readonly VITE_METRIKA_COUNTER_ID?: string;
}
