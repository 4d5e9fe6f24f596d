import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { Providers } from '../../../app/Providers';
import { setupHttp } from '../../../app/setupHttp';
import { resetHttpConfig } from '../../../lib/http';
import { resetWarehouseStore, useWarehouseStore } from '../../../lib/stores/warehouse.store';
import { warehouse } from '../../../test/catalogueFixtures';
import { ClaimForm } from './ClaimForm';

const REFUSAL = 'This coupon is for Thailand; you are shopping in Vietnam';
let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = vi.fn(() =>
    Promise.resolve(
      new Response(
        JSON.stringify({ code: 422, message: REFUSAL, data: { fields: [{ path: 'body.code', message: REFUSAL }] } }),
        { status: 422, headers: { 'content-type': 'application/json' } },
      ),
    ),
  );
  vi.stubGlobal('fetch', fetchMock);
  setupHttp();
});
afterEach(() => {
  vi.unstubAllGlobals();
  resetHttpConfig();
  resetWarehouseStore();
});

describe('claiming a coupon by code', () => {
  it('claims for the warehouse shopped from, and shows a coupon of another country refused beside the field', async () => {
    // Shopping from a warehouse in Vietnam.
    useWarehouseStore.setState({ warehouse: warehouse(1) });
    render(
      <Providers queryClient={new QueryClient()}>
        <ClaimForm onClaimed={() => {}} />
      </Providers>,
    );
    fireEvent.change(screen.getByTestId('coupon-code'), { target: { value: 'BANGKOK100' } });
    fireEvent.click(screen.getByTestId('coupon-claim'));
    expect((await screen.findByRole('alert')).textContent).toBe(REFUSAL);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/member/coupon/claim');
    expect(JSON.parse(init.body as string)).toEqual({ code: 'BANGKOK100', warehouseId: 1 });
    await waitFor(() => expect(screen.getByTestId('coupon-code').getAttribute('aria-invalid')).toBe('true'));
  });
});
