import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
// Only the Thai and Lao subsets: Latin text keeps the system font, and these load only when a
// Thai or Lao character is on screen (unicode-range).
import '@fontsource/noto-sans-thai/thai-400.css';
import '@fontsource/noto-sans-thai/thai-600.css';
import '@fontsource/noto-sans-lao/lao-400.css';
import '@fontsource/noto-sans-lao/lao-600.css';
import 'antd-mobile/es/global';
import './app/styles/tokens.px.css';
import './app/styles/global.css';
import { App } from './app/App';
import { setupAntdRender } from './app/antdRender';
import { setupHttp } from './app/setupHttp';
import { localeReady, setupLocale } from './app/setupLocale';
import { OfflineNotice } from './features/offline/OfflineNotice';
import { registerServiceWorker } from './features/offline/registerServiceWorker';

setupAntdRender();
setupLocale();
setupHttp();

function render() {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
      {/* Beside the app, not in it: it must show on the boot's retry screen too. */}
      <OfflineNotice />
    </StrictMode>,
  );
}

// The locale's texts are a chunk of their own (issue 13): nothing renders before they are here.
localeReady().then(render, (e: unknown) => {
  console.error('texts of the locale not loaded', e);
  render();
});
registerServiceWorker();
