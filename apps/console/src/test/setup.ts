import { afterAll, afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { initI18n, type Locale } from '../i18n';
import { loadAntdLocale } from '../app/antdLocale';
import { saveSession } from '../lib/session';

// antd's responsive parts (the sider, grids) ask for media queries, which happy-dom lacks.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

const i18n = initI18n();
// antd's pack of each language a test switches to loads in the background (app/Providers). The
// file's environment must not be torn down while one is still on its way: its import would fail
// after the teardown, an unhandled error that fails the run.
const antdPacks: Promise<unknown>[] = [];
i18n.on('languageChanged', (lng) => antdPacks.push(loadAntdLocale(lng as Locale)));
afterAll(() => Promise.all(antdPacks));
// The first test of a file waits for a lazy screen's code to be transformed: seconds on two cores,
// more beside another suite. A wait ends as soon as its condition holds.
configure({ asyncUtilTimeout: 15_000 });

afterEach(() => {
  cleanup();
  saveSession(null);
  localStorage.clear();
});
