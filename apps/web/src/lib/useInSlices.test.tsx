import { describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { useInSlices } from './useInSlices';

const range = (n: number) => Array.from({ length: n }, (_, i) => i);

describe('useInSlices (issue 13)', () => {
  it('draws what it first gets at once, then what is added a slice a task', () => {
    vi.useFakeTimers();
    const { result, rerender } = renderHook(({ list }) => useInSlices(list, 4), { initialProps: { list: range(20) } });
    expect(result.current).toEqual({ items: range(20), all: true });
    rerender({ list: range(30) });
    expect(result.current.items).toHaveLength(20);
    expect(result.current.all).toBe(false);
    act(() => {
      vi.advanceTimersToNextTimer();
    });
    expect(result.current.items).toHaveLength(24);
    act(() => {
      vi.advanceTimersToNextTimer();
    });
    act(() => {
      vi.advanceTimersToNextTimer();
    });
    expect(result.current).toEqual({ items: range(30), all: true });
    vi.useRealTimers();
  });

  it('draws a first page and a shorter list at once', () => {
    const { result, rerender } = renderHook(({ list }) => useInSlices(list, 4), {
      initialProps: { list: [] as number[] },
    });
    rerender({ list: range(20) });
    expect(result.current).toEqual({ items: range(20), all: true });
    rerender({ list: range(8) });
    expect(result.current).toEqual({ items: range(8), all: true });
  });
});
