import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { saveSession } from '../../../lib/session';
import { ok } from '../../../test/fakeApi';
import { renderConsole } from '../../../test/render';
import { instantOf, localOf, scheduleProblem } from '../schedule';
import { api, fill, made } from './fixtures';

beforeEach(() => saveSession({ token: 'Bearer staff-token', name: 'Tùng Ngô', roles: ['catalogue'] }));

describe('a price set ahead, as typed', () => {
  const now = new Date('2026-12-10T08:00:00Z').getTime();

  it('is an instant of the local time typed, and back', () => {
    const local = localOf(new Date(now));
    expect(instantOf(local)).toBe('2026-12-10T08:00:00.000Z');
    expect(instantOf('10/12/2026 08:00')).toBeNull();
  });

  it('is refused in the past, more than a year ahead, or with a bad amount', () => {
    const inHours = (h: number) => localOf(new Date(now + h * 3_600_000));
    expect(scheduleProblem('15000', 0, inHours(2), now)).toBeNull();
    expect(scheduleProblem('15000', 0, inHours(-1), now)).toBe('past');
    expect(scheduleProblem('15000', 0, inHours(24 * 400), now)).toBe('far');
    expect(scheduleProblem('15000.5', 0, inHours(2), now)).toBe('decimals');
    expect(scheduleProblem('15000', 0, '', now)).toBe('when');
  });
});

describe("a SKU's prices set ahead", () => {
  it(
    'lists each with its instant and who set it; cancels one; sets one as an instant',
    { timeout: 60_000 },
    async () => {
      const scheduled = [
        {
          scheduleId: 77,
          countryCode: 'VN',
          currencyCode: 'VND',
          price: 15000,
          effectiveAt: '2026-12-24T01:00:00.000Z',
          staffName: 'Tùng Ngô',
        },
      ];
      const product = made();
      product.skus[0]!.scheduled = scheduled;
      const fake = api({
        'GET /staff/catalogue/product/detail': () => ok(product),
        'POST /staff/catalogue/price/cancelScheduled': () => ok(made()),
        'POST /staff/catalogue/price/schedule': () => ok(made()),
      });
      renderConsole('/catalogue/42');
      const user = userEvent.setup();
      const cancel = await screen.findByRole('button', {
        name: /^Cancel ₫15,000 in Vietnam from Dec 24, 2026.*\(set by Tùng Ngô\)$/,
      });
      await user.click(cancel);
      await waitFor(() => expect(fake.calls('POST', '/staff/catalogue/price/cancelScheduled')).toHaveLength(1));
      expect(fake.calls('POST', '/staff/catalogue/price/cancelScheduled')[0]?.body).toEqual({ scheduleId: 77 });

      await user.click(screen.getAllByRole('button', { name: 'Set a price ahead' })[0]!);
      const dialog = await screen.findByRole('dialog');
      await fill(user, within(dialog).getByLabelText('New price in VND'), '16000');
      const when = within(dialog).getByLabelText<HTMLInputElement>(/In effect from/);
      // A date-and-time field takes its value whole (typing into it is the browser's own widget).
      const inTwoDays = localOf(new Date(Date.now() + 2 * 86_400_000));
      fireEvent.change(when, { target: { value: inTwoDays } });
      await user.click(within(dialog).getByRole('button', { name: 'Set the price' }));
      await waitFor(() => expect(fake.calls('POST', '/staff/catalogue/price/schedule')).toHaveLength(1));
      expect(fake.calls('POST', '/staff/catalogue/price/schedule')[0]?.body).toEqual({
        skuId: 100,
        countryCode: 'VN',
        amount: '16000',
        effectiveAt: new Date(inTwoDays).toISOString(),
      });
    },
  );
});
