import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Field, fieldDescription } from './Field';

function Named({ hint, error }: { hint?: string; error?: string }) {
  return (
    <Field id="email" label="Email" hint={hint} error={error}>
      <input id="email" aria-invalid={!!error} aria-describedby={fieldDescription('email', hint, error)} />
    </Field>
  );
}

describe('Field', () => {
  it('names its input by the label and describes it by the hint and the error', () => {
    render(<Named hint="We send the receipt there" error="Not an email address" />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input.getAttribute('aria-describedby')).toBe('email-hint email-error');
    expect(document.getElementById('email-hint')?.textContent).toBe('We send the receipt there');
    // The error is announced when it appears, and the row shows it.
    expect(screen.getByRole('alert').textContent).toBe('Not an email address');
    expect(input.closest('.field__row')?.classList.contains('has-error')).toBe(true);
  });

  it('describes nothing and marks nothing without a hint or an error', () => {
    render(<Named />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input.hasAttribute('aria-describedby')).toBe(false);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(input.closest('.field__row')?.classList.contains('has-error')).toBe(false);
  });
});
