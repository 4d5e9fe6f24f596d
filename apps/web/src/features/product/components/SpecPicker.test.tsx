import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { Providers } from '../../../app/Providers';
import type { SkuDetail } from '../api/skuDetail';
import { SpecPicker } from './SpecPicker';

const siblings = [
  { productSkuId: 11, spec: '500 g', stock: 4 },
  { productSkuId: 12, spec: '1 kg', stock: 0 },
  { productSkuId: 13, spec: '2 kg', stock: 9 },
];
const detail = (current: number) =>
  ({ ...siblings.find((s) => s.productSkuId === current)!, siblings }) as unknown as SkuDetail;
const chips = () => screen.getAllByTestId('spec-option').map((b) => b.textContent);

describe('SpecPicker', () => {
  it('keeps the chips in one order whichever is picked, and marks the picked one', () => {
    const onPick = vi.fn();
    const { rerender } = render(
      <Providers queryClient={new QueryClient()}>
        <SpecPicker sku={detail(11)} onPick={onPick} />
      </Providers>,
    );
    const before = chips();
    fireEvent.click(screen.getByRole('button', { name: '2 kg' }));
    expect(onPick).toHaveBeenCalledWith(13);
    rerender(
      <Providers queryClient={new QueryClient()}>
        <SpecPicker sku={detail(13)} onPick={onPick} />
      </Providers>,
    );
    expect(chips()).toEqual(before);
    expect(screen.getByRole('button', { name: '2 kg' }).getAttribute('aria-pressed')).toBe('true');
    expect(chips()[1]).toMatch(/1 kg · /);
  });
});
