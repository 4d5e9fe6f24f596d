import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Providers } from '../../../app/Providers';
import { setupHttp } from '../../../app/setupHttp';
import { resetHttpConfig } from '../../../lib/http';
import { memberInfo } from '../../../lib/stores/session.fixtures';
import { useSessionStore } from '../../../lib/stores/session.store';
import { json } from '../../../test/catalogueFixtures';
import { TransferPage } from './TransferPage';

vi.mock('../../../app/router/createAppRouter', () => ({ navigateToLogin: vi.fn() }));
const { navigateToLogin } = await import('../../../app/router/createAppRouter');

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = vi.fn((input: string, init?: RequestInit) => {
    const path = new URL(input, 'http://x').pathname;
    const auth = new Headers(init?.headers).get('authorization');
    if (path === '/api/sso/manipulateOrder/genTokenByCrm') {
      const { ticket } = JSON.parse(init!.body as string) as { ticket: string };
      return Promise.resolve(ticket === 'good' ? json({ tokenHead: 'Bearer ', token: 'proxy' }) : json(null, 401));
    }
    if (path === '/api/sso/info') return Promise.resolve(json(memberInfo(auth === 'Bearer proxy' ? 7 : 1)));
    return Promise.resolve(json(null, 404));
  });
  vi.stubGlobal('fetch', fetchMock);
  setupHttp();
  useSessionStore.getState().reset();
  useSessionStore.setState({ token: 'Bearer staff', id: 1 });
});
afterEach(() => {
  vi.unstubAllGlobals();
  resetHttpConfig();
});

function renderAt(url: string) {
  const router = createMemoryRouter(
    [
      { path: '/transferPage', element: <TransferPage /> },
      { path: '/', element: <p>home</p> },
    ],
    { initialEntries: [url] },
  );
  render(
    <Providers queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return router;
}

describe('TransferPage from the CRM', () => {
  it('redeems the ticket once and starts ordering for that customer, keeping the staff session aside', async () => {
    const router = renderAt('/transferPage?source=crm&ticket=good');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    const s = useSessionStore.getState();
    expect(s).toMatchObject({ token: 'Bearer proxy', isGuestOrdering: 1, temporaryUser: { token: 'Bearer staff' } });
    expect(s.guestLoginList[0]).toMatchObject({ id: 7, nickname: 'Member 7' });
    const redeems = fetchMock.mock.calls.filter(([u]) => String(u).endsWith('/genTokenByCrm'));
    expect(redeems).toHaveLength(1);
    // The ticket never stays in the address bar or the history.
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('a used or expired ticket says so and leaves the staff member logged in', async () => {
    renderAt('/transferPage?source=crm&ticket=spent');
    expect((await screen.findByTestId('crm-ticket-failed')).textContent).toMatch(/expired or was already used/);
    expect(useSessionStore.getState()).toMatchObject({ token: 'Bearer staff', isGuestOrdering: 0 });
    expect(navigateToLogin).not.toHaveBeenCalled();
  });

  it('a sales QR code is kept for the tab and goes home', async () => {
    const router = renderAt('/transferPage?source=qr&uid=abc-1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(JSON.parse(sessionStorage.getItem('transferPage')!)).toEqual({ source: 'qr', uid: 'abc-1' });
    expect(fetchMock.mock.calls.some(([u]) => String(u).endsWith('/genTokenByCrm'))).toBe(false);
  });
});
