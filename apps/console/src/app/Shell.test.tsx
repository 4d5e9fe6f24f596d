import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { saveSession } from '../lib/session';
import { fakeApi, ok } from '../test/fakeApi';
import { countries } from '../test/fixtures';
import { renderConsole } from '../test/render';

/** A window whose width the test sets: media queries answer from it and tell their listeners of a change. */
function resizableWindow(initial: number) {
  let width = initial;
  const lists: { query: string; listeners: Set<(e: { matches: boolean }) => void> }[] = [];
  const matches = (query: string) => {
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    const min = /min-width:\s*([\d.]+)px/.exec(query);
    return (!max || width <= Number(max[1])) && (!min || width >= Number(min[1]));
  };
  const original = Object.getOwnPropertyDescriptor(window, 'matchMedia');
  window.matchMedia = (query: string) => {
    const entry = { query, listeners: new Set<(e: { matches: boolean }) => void>() };
    lists.push(entry);
    return {
      get matches() {
        return matches(query);
      },
      media: query,
      onchange: null,
      addListener: (l: (e: { matches: boolean }) => void) => entry.listeners.add(l),
      removeListener: (l: (e: { matches: boolean }) => void) => entry.listeners.delete(l),
      addEventListener: (_: string, l: (e: { matches: boolean }) => void) => entry.listeners.add(l),
      removeEventListener: (_: string, l: (e: { matches: boolean }) => void) => entry.listeners.delete(l),
      dispatchEvent: () => false,
    } as unknown as MediaQueryList;
  };
  return {
    resize(next: number) {
      width = next;
      act(() => {
        for (const { query, listeners } of lists) for (const l of listeners) l({ matches: matches(query) });
      });
    },
    restore: () => original && Object.defineProperty(window, 'matchMedia', original),
  };
}

let screenSize: ReturnType<typeof resizableWindow>;
beforeEach(() => {
  screenSize = resizableWindow(1280);
  saveSession({ token: 'Bearer ops-token', name: 'Vy Hoàng', roles: ['operations'] });
  fakeApi({
    'GET /global/base/getCountry': () => ok(countries),
    'GET /ops/customer/list': () => ok({ pageNum: 1, pageSize: 20, total: 0, list: [] }),
  });
});
afterEach(() => screenSize.restore());

const menuButton = () => screen.getByRole('button', { name: 'Main menu' });

describe('the console frame', () => {
  it('folds the menu when the window narrows under 1200 px and unfolds it when it widens again', async () => {
    renderConsole('/customers');
    await screen.findByRole('heading', { name: 'Customers' });
    await waitFor(() => expect(menuButton().getAttribute('aria-expanded')).toBe('true'));
    expect(screen.getByText('Storefront console')).toBeTruthy();

    screenSize.resize(768);
    await waitFor(() => expect(menuButton().getAttribute('aria-expanded')).toBe('false'));
    expect(screen.queryByText('Storefront console')).toBeNull();

    screenSize.resize(1024);
    expect(menuButton().getAttribute('aria-expanded')).toBe('false');

    screenSize.resize(1280);
    await waitFor(() => expect(menuButton().getAttribute('aria-expanded')).toBe('true'));
  });

  it('lets the menu button unfold it by hand on a narrow window', async () => {
    screenSize.resize(768);
    renderConsole('/customers');
    await screen.findByRole('heading', { name: 'Customers' });
    await waitFor(() => expect(menuButton().getAttribute('aria-expanded')).toBe('false'));
    act(() => menuButton().click());
    expect(menuButton().getAttribute('aria-expanded')).toBe('true');
  });
});
