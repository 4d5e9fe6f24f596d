import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { PositionPopup } from './PositionPopup';
import { GEO_FAILED, GEO_UNSUPPORTED } from '../../../lib/geolocation';
import { shouldAskPosition } from '../askPosition';

function stubGeolocation(impl: Geolocation['getCurrentPosition'] | undefined) {
  vi.stubGlobal('navigator', { ...navigator, geolocation: impl ? { getCurrentPosition: impl } : undefined });
}

/** The dialog's code loads when it is first shown (lib/overlays): wait for it. */
async function setup() {
  const onClose = vi.fn();
  const onPosition = vi.fn();
  render(<PositionPopup visible onClose={onClose} onPosition={onPosition} />);
  await screen.findByRole('dialog');
  return { onClose, onPosition };
}

afterEach(() => vi.unstubAllGlobals());

describe('PositionPopup', () => {
  it('is a titled modal dialog with the explanation', async () => {
    await setup();
    expect(screen.getByRole('dialog', { name: 'Allow location access' })).toBeTruthy();
    expect(screen.getByText(/nearest warehouse/)).toBeTruthy();
  });

  it('does not close when the overlay is tapped', async () => {
    const { onClose } = await setup();
    const mask = document.querySelector('.adm-mask')!;
    expect(mask).toBeTruthy();
    fireEvent.click(mask);
    fireEvent.click(document.querySelector('.adm-center-popup-mask, .adm-mask-aria-button') ?? mask);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('confirm: saves the position, closes and reports it', async () => {
    stubGeolocation((ok) => ok({ coords: { latitude: 13.75, longitude: 100.5 } } as GeolocationPosition));
    const { onClose, onPosition } = await setup();
    fireEvent.click(screen.getByText('Confirm'));
    await waitFor(() => expect(onPosition).toHaveBeenCalledWith({ latitude: 13.75, longitude: 100.5 }));
    expect(onClose).toHaveBeenCalled();
    expect(JSON.parse(localStorage.getItem('currentPosition')!)).toEqual({ latitude: 13.75, longitude: 100.5 });
  });

  it('confirm with location blocked: stays open, says how to allow it, and is not asked again', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    stubGeolocation((_ok, fail) => fail?.({ code: 1, message: 'User denied Geolocation' } as GeolocationPositionError));
    const { onClose, onPosition } = await setup();
    await act(async () => fireEvent.click(screen.getByText('Confirm')));
    const help = await screen.findByRole('alert');
    expect(help.textContent).toMatch(/Location is blocked/);
    expect(help.textContent).toMatch(/site settings/);
    expect(onClose).not.toHaveBeenCalled();
    expect(onPosition).not.toHaveBeenCalled();
    expect(error).toHaveBeenCalledWith(GEO_FAILED + 'User denied Geolocation');
    expect(localStorage.getItem('currentPosition')).toBeNull();
    expect(shouldAskPosition()).toBe(false);
    fireEvent.click(screen.getByText('OK'));
    expect(onClose).toHaveBeenCalled();
  });

  it('says so when the browser has no geolocation', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    stubGeolocation(undefined);
    const { onClose } = await setup();
    await act(async () => fireEvent.click(screen.getByText('Confirm')));
    expect((await screen.findByRole('alert')).textContent).toMatch(/cannot share your location/);
    expect(onClose).not.toHaveBeenCalled();
    expect(error).toHaveBeenCalledWith(GEO_UNSUPPORTED);
    expect(GEO_UNSUPPORTED).toBe('浏览器不支持地理定位');
  });

  it('cancel closes without asking', async () => {
    const ask = vi.fn();
    stubGeolocation(ask);
    const { onClose } = await setup();
    fireEvent.click(screen.getByText('Cancel'));
    expect(onClose).toHaveBeenCalled();
    expect(ask).not.toHaveBeenCalled();
  });

  it('cancel is remembered: the next visit does not ask again', async () => {
    expect(shouldAskPosition()).toBe(true);
    await setup();
    fireEvent.click(screen.getByText('Cancel'));
    expect(shouldAskPosition()).toBe(false);
  });

  it('a granted position is remembered', async () => {
    stubGeolocation((ok) => ok({ coords: { latitude: 13.75, longitude: 100.5 } } as GeolocationPosition));
    const { onPosition } = await setup();
    fireEvent.click(screen.getByText('Confirm'));
    await waitFor(() => expect(onPosition).toHaveBeenCalled());
    expect(shouldAskPosition()).toBe(false);
  });
});
