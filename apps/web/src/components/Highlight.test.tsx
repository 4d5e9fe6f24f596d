import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { Highlight, highlightSegments } from './Highlight';

describe('highlighted matches', () => {
  it('wraps the matched ranges of the name in <mark>', () => {
    const { container } = render(<Highlight text="Táo Fuji Nhật" ranges={[[0, 3]]} />);
    expect([...container.querySelectorAll('mark')].map((m) => m.textContent)).toEqual(['Táo']);
    expect(container.textContent).toBe('Táo Fuji Nhật');
  });

  it('sorts, clamps and merges ranges so no letter shows twice', () => {
    expect(
      highlightSegments('abcdefgh', [
        [5, 7],
        [0, 2],
        [1, 3],
        [6, 99],
        [-4, 0],
      ]),
    ).toEqual([
      { text: 'abc', match: true },
      { text: 'de', match: false },
      { text: 'fgh', match: true },
    ]);
    const { container } = render(<Highlight text="แอปเปิ้ลฟูจิ" ranges={[[0, 8]]} />);
    expect(container.querySelector('mark')?.textContent).toBe('แอปเปิ้ล');
    expect(container.textContent).toBe('แอปเปิ้ลฟูจิ');
  });

  it('renders the plain name without ranges', () => {
    const { container } = render(<Highlight text="Milk" ranges={[]} />);
    expect(container.querySelector('mark')).toBeNull();
    expect(container.textContent).toBe('Milk');
  });
});
