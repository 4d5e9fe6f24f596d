import 'i18next';
import type { enUS } from './locales/en-US';

// Keys are typed from the English texts: a misspelt key is a type error.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'console';
    resources: { console: typeof enUS };
  }
}
