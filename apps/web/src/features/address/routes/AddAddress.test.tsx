import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Providers } from '../../../app/Providers';
import { setupHttp } from '../../../app/setupHttp';
import { resetHttpConfig } from '../../../lib/http';
import { useLocaleStore } from '../../../lib/stores/locale.store';
import { useSessionStore } from '../../../lib/stores/session.store';
import { AddAddress } from './AddAddress';

const json = (data: unknown, code = 200) =>
  new Response(JSON.stringify({ code, message: 'ok', data }), {
    status: code,
    headers: { 'content-type': 'application/json' },
  });

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.resolve(json(null, 404))),
  );
  setupHttp();
  localStorage.clear();
  useLocaleStore.setState({ locale: 'en-US', countryList: [], country: null });
  useSessionStore.getState().reset();
  useSessionStore.getState().setLogin({ tokenHead: 'Bearer ', token: 'member' });
});
afterEach(() => {
  vi.unstubAllGlobals();
  resetHttpConfig();
});

describe('AddAddress', () => {
  it('takes a field’s message away as soon as the field is fixed, and keeps the others', async () => {
    const router = createMemoryRouter([{ path: '/addAddress', element: <AddAddress /> }], {
      initialEntries: ['/addAddress'],
    });
    render(
      <Providers queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <RouterProvider router={router} />
      </Providers>,
    );
    const house = await screen.findByTestId('address-houseNumber');
    fireEvent.submit(house.closest('form')!);
    expect(await screen.findByText('Please enter the house number')).toBeTruthy();
    expect(screen.getByText('Please enter the detailed address')).toBeTruthy();
    fireEvent.change(house, { target: { value: '12' } });
    await waitFor(() => expect(screen.queryByText('Please enter the house number')).toBeNull());
    expect(house.getAttribute('aria-invalid')).not.toBe('true');
    expect(screen.getByText('Please enter the detailed address')).toBeTruthy();
  });
});
