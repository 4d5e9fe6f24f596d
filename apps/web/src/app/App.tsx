import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { BootGate } from './boot/BootGate';
import { Providers } from './Providers';
import { createAppRouter } from './router/createAppRouter';

function AppRouter() {
  // Created on first render after boot, never at import, so guards run on a restored session.
  const [router] = useState(createAppRouter);
  return <RouterProvider router={router} />;
}

export function App() {
  return (
    <Providers>
      <BootGate>{() => <AppRouter />}</BootGate>
    </Providers>
  );
}
