import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { Providers } from '../app/Providers';
import { LoadFailed } from './LoadFailed';

let online = true;
const setNetwork = (value: boolean) => {
  online = value;
  act(() => void window.dispatchEvent(new Event(value ? 'online' : 'offline')));
};
Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
afterEach(() => {
  online = true;
});

const show = (onRetry: () => void) =>
  render(
    <Providers queryClient={new QueryClient()}>
      <LoadFailed onRetry={onRetry} />
    </Providers>,
  );

describe('a read that failed', () => {
  it('offline, says the page is not saved, and reads again by itself once back online', async () => {
    online = false;
    const retry = vi.fn();
    show(retry);
    expect((await screen.findByRole('alert')).textContent).toMatch(/not saved on this phone/);
    expect(retry).not.toHaveBeenCalled();
    setNetwork(true);
    expect(retry).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('alert').textContent).not.toMatch(/not saved/);
  });

  it('online, waits for the shopper to ask again', async () => {
    const retry = vi.fn();
    show(retry);
    await screen.findByRole('alert');
    setNetwork(true);
    expect(retry).not.toHaveBeenCalled();
  });
});
