import { describe, expect, it, beforeEach } from 'vitest';
import { useEffect, useRef, useState } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { DEFAULT_KEEP_ALIVE, keepAlive, useKeepAliveStore } from './keepAlive.store';
import { ViewCache } from './viewCache';
import { KeepAliveOutlet } from './KeepAliveOutlet';

describe('keep-alive store', () => {
  beforeEach(() => useKeepAliveStore.getState().reset());

  it('starts with the spec’s default list', () => {
    expect(useKeepAliveStore.getState().include).toEqual([...DEFAULT_KEEP_ALIVE]);
  });
  it('replaces, adds, removes and clears', () => {
    keepAlive.replace(['Home', 'Home', 'Search']);
    expect(useKeepAliveStore.getState().include).toEqual(['Home', 'Search']);
    keepAlive.add('OrderList');
    keepAlive.add('OrderList');
    expect(useKeepAliveStore.getState().include).toEqual(['Home', 'Search', 'OrderList']);
    keepAlive.remove('Home');
    expect(useKeepAliveStore.getState().include).toEqual(['Search', 'OrderList']);
    keepAlive.clear();
    expect(useKeepAliveStore.getState().include).toEqual([]);
  });
  it('switches SubmitOrder in and out', () => {
    keepAlive.keepSubmitOrder(false);
    expect(useKeepAliveStore.getState().include).not.toContain('SubmitOrder');
    keepAlive.keepSubmitOrder(true);
    keepAlive.keepSubmitOrder(true);
    expect(useKeepAliveStore.getState().include.filter((n) => n === 'SubmitOrder')).toHaveLength(1);
  });
});

describe('ViewCache', () => {
  it('evicts the least recently used view beyond max, keeping insertion order', () => {
    const cache = new ViewCache<string>(3);
    cache.touch('a', 'A');
    cache.touch('b', 'B');
    cache.touch('c', 'C');
    cache.touch('a', 'A2'); // a is now the most recent
    cache.touch('d', 'D'); // evicts b
    expect(cache.keys()).toEqual(['a', 'c', 'd']);
    expect(cache.entries()[0]).toEqual(['a', 'A2']);
  });
  it('retains by predicate', () => {
    const cache = new ViewCache<string>(20);
    ['a', 'b', 'c'].forEach((k) => cache.touch(k, k));
    cache.retain((v) => v !== 'b');
    expect(cache.keys()).toEqual(['a', 'c']);
  });
});

function Counter({ label }: { label: string }) {
  const [n, setN] = useState(0);
  const ref = useRef<HTMLButtonElement>(null);
  // Marks the button while the view's effects are mounted: React removes them from a hidden view.
  useEffect(() => {
    ref.current!.dataset.active = 'true';
    const el = ref.current!;
    return () => void (el.dataset.active = 'false');
  }, []);
  return (
    <button ref={ref} type="button" onClick={() => setN(n + 1)}>
      {label}:{n}
    </button>
  );
}

function setup(max?: number) {
  const view = (name: string) => ({ path: name.toLowerCase(), handle: { name }, element: <Counter label={name} /> });
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: <KeepAliveOutlet max={max} />,
        children: [view('Home'), view('SearchList'), view('SpecialList'), view('Search')],
      },
    ],
    { initialEntries: ['/home'] },
  );
  render(<RouterProvider router={router} />);
  const go = (to: string) => act(() => router.navigate(to));
  const click = (name: RegExp) => fireEvent.click(screen.getByRole('button', { name }));
  return { go, click };
}

describe('KeepAliveOutlet', () => {
  beforeEach(() => useKeepAliveStore.getState().reset());

  it('keeps the state of a listed view while hidden', async () => {
    const { go, click } = setup();
    click(/Home/);
    click(/Home/);
    await go('/search');
    expect(screen.queryByRole('button', { name: /Home/ })).toBeNull(); // hidden, not in a11y tree
    await go('/home');
    expect(screen.getByRole('button', { name: 'Home:2' })).toBeTruthy();
  });

  it('does not keep views outside the list', async () => {
    const { go, click } = setup();
    await go('/search');
    click(/Search/);
    await go('/home');
    await go('/search');
    expect(screen.getByRole('button', { name: 'Search:0' })).toBeTruthy();
  });

  it('keys views by name + search and evicts the least recently used beyond max', async () => {
    const { go, click } = setup(2);
    await go('/searchlist?k=a');
    click(/SearchList/);
    await go('/searchlist?k=b');
    expect(screen.getByRole('button', { name: 'SearchList:0' })).toBeTruthy();
    await go('/speciallist'); // Home (least recent) is evicted, max 2
    await go('/home');
    expect(screen.getByRole('button', { name: 'Home:0' })).toBeTruthy();
  });

  it('drops a view when its name is removed from the list', async () => {
    const { go, click } = setup();
    click(/Home/);
    await go('/search');
    act(() => keepAlive.remove('Home'));
    await go('/home');
    expect(screen.getByRole('button', { name: 'Home:0' })).toBeTruthy();
  });

  it('pauses a kept view’s effects while it is hidden, and hides it from layout', async () => {
    const { go } = setup();
    const home = screen.getByRole('button', { name: 'Home:0' });
    expect(home.dataset.active).toBe('true');
    await go('/search');
    expect(home.dataset.active).toBe('false');
    expect(home.style.display).toBe('none');
    expect(screen.getByRole('button', { name: 'Search:0' }).dataset.active).toBe('true');
    await go('/home');
    expect(home.dataset.active).toBe('true');
    expect(home.style.display).toBe('');
  });
});
