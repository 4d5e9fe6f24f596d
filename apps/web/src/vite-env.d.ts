/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Base of the portal API; `/api` unless the storefront is served apart from it. */
  readonly VITE_API_BASE?: string;
}
interface ImportMeta {
  readonly env: ImportMetaEnv;
}
