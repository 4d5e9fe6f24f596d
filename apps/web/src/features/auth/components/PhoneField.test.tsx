import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { PhoneField } from './PhoneField';

const field = (countryCode: string) =>
  render(<PhoneField countryCode={countryCode} onCountryCode={() => {}} phone="" onPhone={() => {}} />);

describe('PhoneField placeholder', () => {
  it('shows a number of the selected country', () => {
    field('66');
    expect(screen.getByTestId('login-phone').getAttribute('placeholder')).toBe('e.g. 081 234 5678');
  });

  it('changes with the country', () => {
    const { rerender } = field('84');
    expect(screen.getByTestId('login-phone').getAttribute('placeholder')).toBe('e.g. 0912 345 678');
    rerender(<PhoneField countryCode="856" onCountryCode={() => {}} phone="" onPhone={() => {}} />);
    expect(screen.getByTestId('login-phone').getAttribute('placeholder')).toBe('e.g. 020 23 123 456');
  });
});
