import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { ListEnd } from './ListEnd';

describe('ListEnd', () => {
  it('says a list is loading more with dots the compositor animates: no SVG, no SMIL', () => {
    const { container } = render(<ListEnd hasMore failed={false} retry={() => {}} />);
    expect(container.textContent).toBe('Loading more…');
    expect(container.querySelector('svg, animate')).toBeNull();
    expect(container.querySelectorAll('.list-end__dots > i')).toHaveLength(3);
  });

  it('offers a failed page again with a button, and says when the list is all shown', () => {
    const retry = vi.fn();
    const { rerender, container } = render(<ListEnd hasMore failed retry={retry} />);
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(retry).toHaveBeenCalledOnce();
    rerender(<ListEnd hasMore={false} failed={false} retry={retry} />);
    expect(container.textContent).toBe('That is all.');
  });
});
