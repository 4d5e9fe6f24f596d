import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { ModalDialog, type ModalDialogAction } from './ModalDialog';

// happy-dom (vitest.config.ts) has showModal and close: they set and remove `open`, and close fires
// `close`. It has no close requests, so Escape's `cancel` is fired by hand below.

const actions = (onCancel = vi.fn(), onConfirm = vi.fn(), busy = false): ModalDialogAction[][] => [
  [
    { key: 'cancel', text: 'Cancel', disabled: busy, onClick: onCancel },
    { key: 'confirm', text: 'Confirm', bold: true, disabled: busy, onClick: onConfirm },
  ],
];

type Props = Parameters<typeof ModalDialog>[0];

function renderDialog(props: Partial<Props> = {}) {
  const onClose = vi.fn();
  const dialog = (next: Partial<Props>) => (
    <ModalDialog
      open
      label="Allow location access"
      title="Allow location"
      actions={actions()}
      onClose={onClose}
      {...next}
    >
      <p>Why we ask</p>
    </ModalDialog>
  );
  const view = render(dialog(props));
  return { ...view, onClose, rerender: (next: Partial<Props>) => view.rerender(dialog({ ...props, ...next })) };
}

const dialogOf = () => screen.getByRole<HTMLDialogElement>('dialog');

describe('ModalDialog', () => {
  it('renders nothing until it is first open', () => {
    const { container, rerender } = renderDialog({ open: false });
    expect(container.innerHTML).toBe('');
    rerender({ open: true });
    expect(dialogOf().open).toBe(true);
  });

  it('drawn, is there closed, and one already open (opened before the script ran) is not opened again', () => {
    const showModal = vi.spyOn(HTMLDialogElement.prototype, 'showModal');
    const { rerender } = renderDialog({ open: false, drawn: true });
    const dialog = screen.getByRole<HTMLDialogElement>('dialog', { hidden: true });
    expect(dialog.open).toBe(false);
    // index.html's script opens the server-drawn question before the first paint.
    dialog.showModal();
    showModal.mockClear();
    rerender({ open: true });
    expect(showModal).not.toHaveBeenCalled();
    expect(dialog.open).toBe(true);
    rerender({ open: false });
    expect(dialog.open).toBe(false);
  });

  it('opens as a modal, named by its label and described by its content', () => {
    const showModal = vi.spyOn(HTMLDialogElement.prototype, 'showModal');
    const show = vi.spyOn(HTMLDialogElement.prototype, 'show');
    renderDialog({ header: <span data-testid="icon" /> });
    const dialog = screen.getByRole<HTMLDialogElement>('dialog', { name: 'Allow location access' });
    expect(showModal).toHaveBeenCalledTimes(1);
    expect(show).not.toHaveBeenCalled();
    expect(dialog.open).toBe(true);
    expect(screen.getByRole('heading', { name: 'Allow location' })).toBeTruthy();
    expect(screen.getByTestId('icon')).toBeTruthy();
    expect(document.getElementById(dialog.getAttribute('aria-describedby')!)!.textContent).toBe('Why we ask');
  });

  it('has real buttons: the bold one marked, disabled ones disabled, a tap calls the action', () => {
    const onCancel = vi.fn();
    const onConfirm = vi.fn();
    const { rerender } = renderDialog({ actions: actions(onCancel, onConfirm) });
    const cancel = screen.getByRole<HTMLButtonElement>('button', { name: 'Cancel' });
    const confirm = screen.getByRole<HTMLButtonElement>('button', { name: 'Confirm' });
    expect([cancel.type, confirm.type]).toEqual(['button', 'button']);
    expect(confirm.className).toMatch(/--bold/);
    expect(cancel.className).not.toMatch(/--bold/);
    fireEvent.click(confirm);
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).not.toHaveBeenCalled();

    rerender({ actions: actions(onCancel, onConfirm, true) });
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Cancel' }).disabled).toBe(true);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Confirm' }).disabled).toBe(true);
  });

  it('lays actions out in rows: an action alone is a row of its own', () => {
    renderDialog({ actions: [{ key: 'ok', text: 'OK', bold: true }, ...actions()] });
    const rows = document.querySelectorAll('.modal-dialog__row');
    expect([...rows].map((r) => r.textContent)).toEqual(['OK', 'CancelConfirm']);
  });

  it('a tap on the backdrop (the dialog element itself) does not close it', () => {
    const { onClose } = renderDialog();
    fireEvent.click(dialogOf());
    expect(dialogOf().open).toBe(true);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('Escape does not close it: its keydown and the cancel it would fire are refused', () => {
    const { onClose } = renderDialog();
    const dialog = dialogOf();
    expect(dialog.getAttribute('closedby')).toBe('none');
    expect(fireEvent.keyDown(dialog, { key: 'Escape' })).toBe(false);
    expect(fireEvent.keyDown(dialog, { key: 'Enter' })).toBe(true);
    const cancel = new Event('cancel', { cancelable: true });
    fireEvent(dialog, cancel);
    expect(cancel.defaultPrevented).toBe(true);
    expect(dialog.open).toBe(true);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('closes when `open` turns false, without calling onClose; stays in the page, closed', () => {
    const { onClose, rerender } = renderDialog();
    const dialog = dialogOf();
    rerender({ open: false });
    expect(dialog.open).toBe(false);
    expect(dialog.isConnected).toBe(true);
    expect(onClose).not.toHaveBeenCalled();
    rerender({ open: true });
    expect(dialog.open).toBe(true);
  });

  it('tells its owner when the browser closed it on its own', () => {
    const { onClose } = renderDialog();
    dialogOf().close();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('renders without showModal (jsdom has none)', () => {
    const proto = HTMLDialogElement.prototype as { showModal?: unknown };
    const { showModal } = proto;
    proto.showModal = undefined;
    try {
      renderDialog();
      expect(screen.getByRole('dialog', { hidden: true })).toBeTruthy();
    } finally {
      proto.showModal = showModal;
    }
  });
});
