import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { CodeInput } from './CodeInput';

function Harness({ onComplete }: { onComplete: (code: string) => void }) {
  const [value, setValue] = useState('');
  return <CodeInput value={value} onChange={setValue} onComplete={onComplete} />;
}

describe('CodeInput', () => {
  it('is one labelled numeric field with one-time-code autofill', () => {
    render(<Harness onComplete={() => {}} />);
    const input = screen.getByLabelText('SMS verification code');
    expect(input.getAttribute('inputmode')).toBe('numeric');
    expect(input.getAttribute('autocomplete')).toBe('one-time-code');
    expect(input.getAttribute('maxlength')).toBe('6');
    expect(screen.getByText('Enter the 6-digit code we sent you by SMS.')).toBeTruthy();
  });

  it('takes the focus when it appears with autoFocus, and only then', () => {
    const { unmount } = render(<CodeInput value="" onChange={() => {}} />);
    expect(document.activeElement).not.toBe(screen.getByLabelText('SMS verification code'));
    unmount();
    render(<CodeInput value="" onChange={() => {}} autoFocus />);
    expect(document.activeElement).toBe(screen.getByLabelText('SMS verification code'));
  });

  it('keeps digits only, at most six, and reports a complete code once', () => {
    const onComplete = vi.fn();
    render(<Harness onComplete={onComplete} />);
    const input = screen.getByLabelText<HTMLInputElement>('SMS verification code');
    fireEvent.input(input, { target: { value: '12a3' } });
    expect(input.value).toBe('123');
    expect(onComplete).not.toHaveBeenCalled();
    fireEvent.input(input, { target: { value: '123 456 789' } }); // a pasted message
    expect(input.value).toBe('123456');
    expect(onComplete).toHaveBeenCalledExactlyOnceWith('123456');
  });
});
