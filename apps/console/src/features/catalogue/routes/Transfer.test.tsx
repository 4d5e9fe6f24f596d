import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { saveSession } from '../../../lib/session';
import { fakeApi, ok } from '../../../test/fakeApi';
import { renderConsole } from '../../../test/render';
import { canImport } from '../transfer';

const report = (over: Record<string, unknown> = {}) => ({
  applied: false,
  rows: 2,
  errors: [],
  newProducts: 1,
  newSkus: 1,
  changedSkus: 1,
  prices: 2,
  stock: 0,
  ...over,
});

beforeEach(() => saveSession({ token: 'Bearer staff-token', name: 'Tùng Ngô', roles: ['catalogue'] }));

describe('importing a file', () => {
  it('goes in only after a dry run of that very file and warehouse found no error', () => {
    const checked = { file: 'a', warehouseId: 1, errors: 0 };
    expect(canImport(checked, 'a', 1)).toBe(true);
    expect(canImport(checked, 'b', 1)).toBe(false);
    expect(canImport(checked, 'a', null)).toBe(false);
    expect(canImport({ ...checked, errors: 2 }, 'a', 1)).toBe(false);
    expect(canImport(null, 'a', 1)).toBe(false);
  });

  it('checks the file, lists its errors by line, and imports once a check finds none', async () => {
    let dryRuns = 0;
    const fake = fakeApi({
      'GET /home/listRegionV2': () => ok([]),
      'POST /staff/catalogue/transfer/import': (req) => {
        const body = req.body as { dryRun: boolean };
        if (!body.dryRun) return ok(report({ applied: true }));
        dryRuns += 1;
        return ok(
          dryRuns === 1
            ? report({ errors: [{ line: 3, column: 'price_VN', message: 'Type an amount such as 12.50' }] })
            : report(),
        );
      },
    });
    renderConsole('/catalogue/transfer');
    const user = userEvent.setup();
    const input = await screen.findByLabelText<HTMLInputElement>('CSV file');
    await user.upload(input, new File(['sku_id,price_VN\n1,12\n2,1 2\n'], 'catalogue.csv', { type: 'text/csv' }));
    const check = screen.getByRole<HTMLButtonElement>('button', { name: 'Check the file' });
    const importButton = screen.getByRole<HTMLButtonElement>('button', { name: 'Import' });
    await waitFor(() => expect(check.disabled).toBe(false));
    expect(importButton.disabled).toBe(true);
    await user.click(check);
    const row = (await screen.findByText('Type an amount such as 12.50')).closest('tr')!;
    expect(within(row).getByText('3')).toBeTruthy();
    expect(within(row).getByText('price_VN')).toBeTruthy();
    expect(screen.getByText('1 errors: nothing was written')).toBeTruthy();
    expect(importButton.disabled).toBe(true);

    await user.click(check);
    expect(await screen.findByText('No errors: the file can be imported.')).toBeTruthy();
    await waitFor(() => expect(importButton.disabled).toBe(false));
    await user.click(importButton);
    await waitFor(() => expect(fake.calls('POST', '/staff/catalogue/transfer/import')).toHaveLength(3));
    const [first, , last] = fake.calls('POST', '/staff/catalogue/transfer/import');
    expect(last?.body).toMatchObject({ csv: 'sku_id,price_VN\n1,12\n2,1 2\n', dryRun: false });
    // One file, one key: the import is the submission the checks were of.
    expect((last?.body as { clientKey: string }).clientKey).toBe((first?.body as { clientKey: string }).clientKey);
  });
});
