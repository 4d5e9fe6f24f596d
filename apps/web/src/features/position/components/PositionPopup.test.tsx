import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { PositionPopup } from './PositionPopup';
import { GEO_FAILED, GEO_UNSUPPORTED } from '../../../lib/geolocation';
import { shouldAskPosition } from '../positionQuestion';

function stubGeolocation(impl: Geolocation['getCurrentPosition'] | undefined) {
  vi.stubGlobal('navigator', { ...navigator, geolocation: impl ? { getCurrentPosition: impl } : undefined });
}

async function setup() {
  const onClose = vi.fn();
  const onPosition = vi.fn();
  render(<PositionPopup visible onClose={onClose} onPosition={onPosition} />);
  await screen.findByRole('dialog');
  return { onClose, onPosition };
}

const dialogOf = () => screen.getByRole<HTMLDialogElement>('dialog');

afterEach(() => vi.unstubAllGlobals());

describe('PositionPopup', () => {
  it('is a titled modal dialog with the explanation', async () => {
    const showModal = vi.spyOn(HTMLDialogElement.prototype, 'showModal');
    await setup();
    expect(screen.getByRole('dialog', { name: 'Allow location access' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Allow location access' })).toBeTruthy();
    expect(screen.getByText(/nearest warehouse/)).toBeTruthy();
    expect(showModal).toHaveBeenCalledTimes(1);
    // Our own dialog: antd's overlays (and react-spring) are not loaded for it.
    expect(document.querySelector('.adm-mask, .adm-dialog')).toBeNull();
  });

  it('does not close when the overlay is tapped, nor on Escape', async () => {
    const { onClose } = await setup();
    const dialog = dialogOf();
    // A tap on the ::backdrop is a click on the <dialog> element itself.
    fireEvent.click(dialog);
    expect(fireEvent.keyDown(dialog, { key: 'Escape' })).toBe(false);
    expect(fireEvent(dialog, new Event('cancel', { cancelable: true }))).toBe(false);
    expect(dialog.open).toBe(true);
    expect(onClose).not.toHaveBeenCalled();
    expect(shouldAskPosition()).toBe(true);
  });

  it('closed by the browser itself (a back gesture it would not let us refuse): not an answer', async () => {
    const { onClose } = await setup();
    dialogOf().close();
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(shouldAskPosition()).toBe(true);
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
