import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import './ModalDialog.css';

/** One button of a dialog's footer (antd-mobile Dialog's `Action`, the part we use). */
export interface ModalDialogAction {
  key: string | number;
  text: ReactNode;
  /** The primary action: bold, as in antd's Dialog. */
  bold?: boolean;
  disabled?: boolean;
  onClick?: () => void;
}

interface ModalDialogProps {
  open: boolean;
  /** The dialog's accessible name. */
  label: string;
  /** Above the title, centred (an icon). */
  header?: ReactNode;
  title?: ReactNode;
  /** The content, between the title and the buttons; also the dialog's description. */
  children?: ReactNode;
  /** Footer rows, top to bottom: an action alone is a row of one, an array a row side by side. */
  actions: (ModalDialogAction | ModalDialogAction[])[];
  /**
   * Called when the browser closed the dialog itself: where `closedby` is unknown, a close request
   * (Android's back, a second Escape) cannot always be refused.
   */
  onClose?: () => void;
  className?: string;
  /**
   * Drawn while closed too, so that a server-drawn page carries it (the position question of a
   * first visit) and hydration only opens it.
   */
  drawn?: boolean;
}

/**
 * A modal dialog that looks like antd-mobile's Dialog, on the native `<dialog>`: the
 * position question of every first visit no longer loads antd's overlays and react-spring. The
 * browser provides the modality (the page behind is inert, focus moves in and comes back) and the
 * backdrop; a tap on the backdrop does nothing, and neither does Escape.
 */
export function ModalDialog({
  open,
  label,
  header,
  title,
  children,
  actions,
  onClose,
  className,
  drawn,
}: ModalDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const id = useId();
  // Nothing is rendered before it is first open, so the server's markup and the first client
  // render agree (as lib/overlays' lazy overlays); kept afterwards, closed.
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);

  useEffect(() => {
    const dialog = ref.current;
    // jsdom has no showModal; every browser the build targets has.
    if (!dialog || typeof dialog.showModal !== 'function') return;
    if (open && !dialog.open) dialog.showModal();
    else if (!open && dialog.open) dialog.close();
  }, [open]);

  if (!opened && !drawn) return null;
  return (
    <dialog
      ref={ref}
      // Implicit already; spelled out for the selectors that find overlays (e2e/support).
      role="dialog"
      className={className ? `modal-dialog ${className}` : 'modal-dialog'}
      aria-label={label}
      aria-describedby={children ? `${id}-content` : undefined}
      // Only its buttons close it: `closedby` where the browser knows it (Chromium, Firefox);
      // elsewhere Escape's keydown and the `cancel` of a close request are refused.
      closedby="none"
      onKeyDown={(e) => {
        if (e.key === 'Escape') e.preventDefault();
      }}
      onCancel={(e) => e.preventDefault()}
      // Closed while still meant to be open: the browser overrode a refused cancel (it does after
      // one without a tap in between). Told, so the owner does not think it still open.
      onClose={() => {
        if (open) onClose?.();
      }}
    >
      {header && <div className="modal-dialog__header">{header}</div>}
      {title && <h2 className="modal-dialog__title">{title}</h2>}
      {children ? (
        <div id={`${id}-content`} className="modal-dialog__content">
          {children}
        </div>
      ) : (
        <div className="modal-dialog__content modal-dialog__content--empty" />
      )}
      <div className="modal-dialog__footer">
        {actions.map((row, index) => (
          <div key={index} className="modal-dialog__row">
            {(Array.isArray(row) ? row : [row]).map((action) => (
              <button
                key={action.key}
                type="button"
                className={action.bold ? 'modal-dialog__button modal-dialog__button--bold' : 'modal-dialog__button'}
                disabled={action.disabled}
                onClick={action.onClick}
              >
                {action.text}
              </button>
            ))}
          </div>
        ))}
      </div>
    </dialog>
  );
}
