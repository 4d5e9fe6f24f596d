import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { Providers } from './app/Providers';
import { createQueryClient } from './app/queryClient';
import { BASENAME, routes } from './app/routes';
import { changeLocale, currentLocale, initialLocale, initI18n } from './i18n';
import { readCspNonce, stampStyleNonce } from './lib/cspNonce';
import { configureHttp } from './lib/http';
import { saveSession } from './lib/session';
import './app/global.css';

const nonce = readCspNonce();
if (nonce) stampStyleNonce(nonce);

const i18n = initI18n();
const queryClient = createQueryClient();
const router = createBrowserRouter(routes, { basename: BASENAME });

configureHttp({
  locale: currentLocale,
  unreachable: () => i18n.t('app.unreachable'),
  // The session ended (signed out elsewhere, expired): back to sign-in, saying why, then back here.
  onUnauthorized: () => {
    saveSession(null);
    queryClient.clear();
    const { pathname, search } = router.state.location;
    void router.navigate('/sign-in', { replace: true, state: { ended: true, from: pathname + search } });
  },
});

// Texts first, so no key is ever drawn in place of a text.
await changeLocale(initialLocale());

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Providers i18n={i18n} queryClient={queryClient} nonce={nonce}>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
