import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { Avatar, initialOf } from './Avatar';

describe('Avatar initials', () => {
  it('come from the first letter of the name, whole', () => {
    expect(initialOf('lan Nguyễn')).toBe('L');
    expect(initialOf('đức')).toBe('Đ');
    expect(initialOf('สมชาย')).toBe('ส');
    expect(initialOf('  (Sales) Quang')).toBe('S');
  });

  it('are never a digit or a plus sign: a phone-number name shows a person icon', () => {
    expect(initialOf('+84901234501')).toBeNull();
    const { container } = render(<Avatar src={null} name="+84901234501" />);
    expect(container.textContent).toBe('');
    expect(container.querySelector('svg')).toBeTruthy();
  });
});
