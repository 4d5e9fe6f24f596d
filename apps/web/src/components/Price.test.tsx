import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { useLocaleStore } from '../lib/stores/locale.store';
import { Price, currencyDigits } from './Price';

describe('Price', () => {
  it('shows minor units in the UI locale with the currency digits, and the struck original', () => {
    useLocaleStore.setState({ locale: 'vi-VN', countryList: [] });
    const { container } = render(<Price price={25000} originalPrice={30000} currencyCode="VND" />);
    expect(container.querySelector('.price__now')?.textContent).toMatch(/^25\.000\s₫$/);
    expect(container.querySelector('s')?.textContent).toMatch(/30\.000\s₫/);
    // Read as one phrase by screen readers: "Price 25.000 ₫, was 30.000 ₫".
    expect(container.textContent?.replace(/\s+/g, ' ')).toMatch(/^Price 25\.000 ₫, was 30\.000 ₫$/);
  });

  it('uses the country list for digits, Intl otherwise, and hides an equal original', () => {
    useLocaleStore.setState({ locale: 'en-US', countryList: [] });
    expect(currencyDigits('THB', [])).toBe(2);
    expect(currencyDigits('VND', [])).toBe(0);
    expect(currencyDigits('LAK', [{ currencyCode: 'LAK', currencyDigits: 0 }])).toBe(0);
    const { container } = render(<Price price={12345} originalPrice={12345} currencyCode="THB" />);
    expect(container.querySelector('.price__now')?.textContent).toBe('฿123.45');
    expect(container.querySelector('s')).toBeNull();
  });

  it("writes the country data's symbol (spec §3), e.g. ₭ for Lao kip", () => {
    useLocaleStore.setState({
      locale: 'lo-LA',
      countryList: [{ currencyCode: 'LAK', currencyDigits: 0, currencySymbol: '₭' } as never],
    });
    const { container } = render(<Price price={118000} currencyCode="LAK" />);
    expect(container.querySelector('.price__now')?.textContent).toContain('₭');
    expect(container.querySelector('.price__now')?.textContent).not.toContain('LAK');
  });
});
