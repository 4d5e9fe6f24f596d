import { afterEach } from 'vitest';
import { reduceMotion } from 'antd-mobile';
import { cleanup, configure } from '@testing-library/react';
import { setupAntdRender } from '../lib/overlays/antdRender';
import { LOCALES } from '@storefront/contract/constants';
import { initI18n, loadLocale, loadMoreTexts } from '../i18n';
import { loadAntdLocale } from '../app/antdLocale';

setupAntdRender();
// A file's first screen compiles its modules on the way (libraries too, vitest.config.ts): on a
// busy machine that alone can pass the default second that findBy and waitFor wait.
configure({ asyncUtilTimeout: 5000 });
// antd's popups and dialogs open and close at once: their springs wait for frames, which a busy
// machine makes slow enough to fail a test waiting for a dialog to close (the app keeps them).
reduceMotion();
initI18n('en-US');
// The app downloads a locale's texts when it is chosen, and the texts of screens past the shop
// when one opens; tests switch freely, so all are loaded.
await loadMoreTexts();
await Promise.all(LOCALES.flatMap((l) => [loadLocale(l), loadAntdLocale(l)]));

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
