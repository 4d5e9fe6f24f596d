import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { initI18n } from '../i18n';
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

initI18n();
// The first test of a file waits for a lazy screen's code to be transformed: seconds on two cores,
// more beside another suite. A wait ends as soon as its condition holds.
configure({ asyncUtilTimeout: 15_000 });

afterEach(() => {
  cleanup();
  saveSession(null);
  localStorage.clear();
});
