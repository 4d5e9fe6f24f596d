import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { QueryClient } from '@tanstack/react-query';
import type { Warehouse } from '@storefront/contract';
import { Providers } from '../../../app/Providers';
import { setupHttp } from '../../../app/setupHttp';
import { resetHttpConfig } from '../../../lib/http';
import { useLocaleStore } from '../../../lib/stores/locale.store';
import { useSessionStore } from '../../../lib/stores/session.store';
import { useWarehouseStore } from '../../../lib/stores/warehouse.store';
import { emptyInvoice, type InvoiceDraft } from './invoice';
import { InvoiceSection } from './InvoiceSection';

function renderFor(countryCode: string) {
  useLocaleStore.setState({ locale: 'en-US', countryList: [], country: null });
  useWarehouseStore.setState({ warehouse: { countryCode } as Warehouse });
  render(
    <Providers queryClient={new QueryClient()}>
      <InvoiceSection
        value={{ ...emptyInvoice, type: 'company' }}
        errors={{}}
        msg={(k) => k}
        onChange={() => undefined}
      />
    </Providers>,
  );
}

afterEach(() => useWarehouseStore.setState({ warehouse: null }));

describe('the company tax number', () => {
  it.each([
    ['VN', 'The enterprise code: 10 digits, or 13 for a branch.'],
    ['TH', 'The 13-digit tax identification number.'],
    ['PH', 'The TIN: 9 digits, or 12 with the branch code.'],
  ])('in %s is hinted as that country writes it, never as China’s 18 characters', async (country, hint) => {
    renderFor(country);
    expect(await screen.findByText(hint)).toBeTruthy();
    expect(screen.queryByText(/18 characters/)).toBeNull();
  });
});

describe('the business licence', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    resetHttpConfig();
  });

  it('is uploaded by a visitor too, with the visitor token, and shown once attached', async () => {
    setupHttp();
    useSessionStore.getState().reset();
    useSessionStore.getState().setVisitorToken('Bearer guest');
    const url = '/api/upload/file/AbCdEfGhIjKlMnOpQrStUv?t=1.AbCdEfGhIjKlMnOpQrStUv';
    const fetchMock = vi.fn((_url: string, _init: RequestInit) =>
      Promise.resolve(
        new Response(
          JSON.stringify({
            code: 200,
            message: 'ok',
            data: {
              key: 'AbCdEfGhIjKlMnOpQrStUv',
              url,
              contentType: 'image/webp',
              width: 9,
              height: 9,
              bytes: 9,
              purpose: 'licence',
            },
          }),
          { status: 200, headers: { 'content-type': 'application/json' } },
        ),
      ),
    );
    vi.stubGlobal('fetch', fetchMock);
    function Visitor() {
      const [value, setValue] = useState<InvoiceDraft | null>({ ...emptyInvoice, type: 'company' });
      return <InvoiceSection value={value} errors={{}} msg={(k) => k} onChange={setValue} />;
    }
    useLocaleStore.setState({ locale: 'en-US', countryList: [], country: null });
    render(
      <Providers queryClient={new QueryClient()}>
        <Visitor />
      </Providers>,
    );
    fireEvent.change(screen.getByLabelText('Business licence (optional)'), {
      target: { files: [new File([new Uint8Array([0xff, 0xd8, 0xff])], 'licence.jpg', { type: 'image/jpeg' })] },
    });
    const img = await screen.findByRole('img', { name: 'Photo attached' });
    expect(img.getAttribute('src')).toBe(`${url}?w=96&h=96`);
    const [called, init] = fetchMock.mock.calls[0]!;
    expect(called).toBe('/api/upload/image');
    expect((init.body as FormData).get('purpose')).toBe('licence');
    expect(new Headers(init.headers).get('GuestAuthorization')).toBe('Bearer guest');
  });
});
