import { describe, expect, it, vi } from 'vitest';
import { act, renderHook, waitFor, type RenderHookResult } from '@testing-library/react';
import { afterHydration, hydrateInParts } from './hydrateInParts';
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

  it('draws only the first screen of a server-drawn page while it is hydrated, the rest after', async () => {
    type Slices = ReturnType<typeof useInSlices<number>>;
    let hook: RenderHookResult<Slices, unknown> | undefined;
    const hydrated = hydrateInParts(() => {
      hook = renderHook(() => useInSlices(range(20), 4, 6));
    });
    expect(hook?.result.current).toEqual({ items: range(6), all: false });
    await act(() => hydrated);
    await waitFor(() => expect(hook?.result.current).toEqual({ items: range(20), all: true }));
  });

  it('adds nothing while a page is being hydrated: new cards would become parts of it', async () => {
    const ran: string[] = [];
    const hydrated = hydrateInParts(() => {
      afterHydration(() => ran.push('after'));
      ran.push('hydrating');
    });
    expect(ran).toEqual(['hydrating']);
    await hydrated;
    expect(ran).toEqual(['hydrating', 'after']);
    afterHydration(() => ran.push('at once'));
    expect(ran).toEqual(['hydrating', 'after', 'at once']);
  });

  it('draws all of a first page at once in a page the browser draws itself', () => {
    const { result } = renderHook(() => useInSlices(range(20), 4, 6));
    expect(result.current).toEqual({ items: range(20), all: true });
  });
});
