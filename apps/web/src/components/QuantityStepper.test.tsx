import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { Providers } from '../app/Providers';
import { QuantityStepper } from './QuantityStepper';

function Stepper({ onChange }: { onChange: (n: number) => void }) {
  const [value, setValue] = useState(1);
  return (
    <QuantityStepper
      value={value}
      onChange={(n) => {
        setValue(n);
        onChange(n);
      }}
      max={99}
      label="Quantity of Fuji apples"
      decreaseLabel="One less"
      increaseLabel="One more"
    />
  );
}

describe('QuantityStepper', () => {
  it('says the limit when a typed number is above it, rather than changing it silently', () => {
    const onChange = vi.fn();
    render(
      <Providers>
        <Stepper onChange={onChange} />
      </Providers>,
    );
    const field = screen.getByRole('spinbutton', { name: 'Quantity of Fuji apples' });
    fireEvent.change(field, { target: { value: '500' } });
    expect(onChange).toHaveBeenLastCalledWith(99);
    expect((field as HTMLInputElement).value).toBe('99');
    const note = screen.getByText('You can buy at most 99 of this.');
    expect(note.getAttribute('role')).toBe('status');
    expect(field.getAttribute('aria-describedby')).toBe(note.id);
    // A number within the limit takes the note away.
    fireEvent.change(field, { target: { value: '5' } });
    expect(screen.queryByText('You can buy at most 99 of this.')).toBeNull();
  });
});
