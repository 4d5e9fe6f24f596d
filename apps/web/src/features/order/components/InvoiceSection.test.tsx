import { afterEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import type { Warehouse } from '@storefront/contract';
import { Providers } from '../../../app/Providers';
import { useLocaleStore } from '../../../lib/stores/locale.store';
import { useWarehouseStore } from '../../../lib/stores/warehouse.store';
import { emptyInvoice } from './invoice';
import { InvoiceSection } from './InvoiceSection';

function renderFor(countryCode: string) {
  useLocaleStore.setState({ locale: 'en-US', countryList: [], country: null });
  useWarehouseStore.setState({ warehouse: { countryCode } as Warehouse });
  render(
    <Providers queryClient={new QueryClient()}>
      <InvoiceSection
        value={{ ...emptyInvoice, type: 'company' }}
        member={false}
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
