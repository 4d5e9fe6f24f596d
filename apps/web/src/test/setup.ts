import { afterEach } from 'vitest';
import { reduceMotion } from 'antd-mobile';
import { cleanup } from '@testing-library/react';
import { setupAntdRender } from '../lib/overlays/antdRender';
import { LOCALES } from '@storefront/contract/constants';
import { initI18n, loadLocale } from '../i18n';
import { loadAntdLocale } from '../app/antdLocale';

setupAntdRender();
// antd's popups and dialogs open and close at once: their springs wait for frames, which a busy
// machine makes slow enough to fail a test waiting for a dialog to close (the app keeps them).
reduceMotion();
initI18n('en-US');
// The app downloads a locale's texts when it is chosen; tests switch freely, so all are loaded.
await Promise.all(LOCALES.flatMap((l) => [loadLocale(l), loadAntdLocale(l)]));

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
