import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { useLocaleStore } from '../../../lib/stores/locale.store';
import { PaymentInstructions } from './PaymentInstructions';

const payment = {
  method: 'bankTransfer' as const,
  amount: 55500,
  currencyCode: 'VND',
  reference: 'VN2611240001',
  qrStandard: 'VietQR' as const,
  qrPayload:
    '00020101021238570010A000000727012700069704150113113366668888020899999999530370454055550058025VN62160812VN26112400016304ABCD',
  bank: { bankName: 'VietinBank', accountName: 'CONG TY STOREFRONT', accountNumber: '113366668888' },
  paymentDeadline: new Date(Date.now() + 29 * 60_000 + 30_000).toISOString(),
};

function renderPayment(p = payment) {
  useLocaleStore.setState({ locale: 'en-US', countryList: [], country: null });
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: <PaymentInstructions payment={p} orderRef={{ orderId: 41, orderSecret: 'secret-0123456789ab' }} />,
      },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
}

describe('PaymentInstructions', () => {
  it('draws the QR code on the device, with the amount and payee as its text alternative', async () => {
    renderPayment();
    const img = await waitFor(() => screen.getByRole('img'));
    expect(img.getAttribute('alt')).toBe('Payment QR code: ₫55,500 to CONG TY STOREFRONT');
    expect(img.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(screen.getByTestId('pay-accountNumber').textContent).toBe('113366668888');
    expect(screen.getByTestId('pay-reference').textContent).toBe('VN2611240001');
  });

  it('fills {time} with the time left to pay, and says when it has run out', () => {
    renderPayment();
    expect(screen.getByTestId('payment-deadline').textContent).toMatch(/Please pay within 29:(30|29|28)/);
    renderPayment({ ...payment, paymentDeadline: new Date(Date.now() - 1000).toISOString() });
    expect(screen.getAllByTestId('payment-deadline')[1]!.textContent).toMatch(/payment time has run out/);
  });

  it('links to the receipt upload of this order, with its secret', () => {
    renderPayment();
    expect(screen.getByTestId('go-upload-voucher').getAttribute('href')).toBe(
      '/transferVoucher?orderId=41&orderSecret=secret-0123456789ab',
    );
  });
});
