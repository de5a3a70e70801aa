/// <reference types="vite/client" />
interface ImportMetaEnv {
  /** API host template for live mode, e.g. https://api{shard}.example.com (README: configuration). */
  readonly VITE_API_BASE_TEMPLATE?: string;
}
