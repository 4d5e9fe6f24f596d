import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';
import { setupAntdRender } from '../app/antdRender';
import { initI18n } from '../i18n';

setupAntdRender();
initI18n('en-US');

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
