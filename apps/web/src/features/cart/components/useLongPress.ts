import { useEffect, useRef, type PointerEvent } from 'react';

/** Spec §9: a press held this long deletes a cart line (after confirmation). */
export const LONG_PRESS_MS = 500;
/** A finger that moves further than this is scrolling or swiping, not pressing. */
const MOVE_TOLERANCE_PX = 10;

/** Pointer handlers that call `onLongPress` once a press has been held for LONG_PRESS_MS. */
export function useLongPress(onLongPress: () => void) {
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const origin = useRef<{ x: number; y: number } | null>(null);
  const fired = useRef(false);
  const latest = useRef(onLongPress);
  latest.current = onLongPress;

  const cancel = () => {
    clearTimeout(timer.current);
    timer.current = undefined;
    origin.current = null;
  };
  useEffect(() => cancel, []);

  return {
    onPointerDown: (e: PointerEvent) => {
      if (e.button !== 0) return;
      cancel();
      fired.current = false;
      origin.current = { x: e.clientX, y: e.clientY };
      timer.current = setTimeout(() => {
        cancel();
        fired.current = true;
        latest.current();
      }, LONG_PRESS_MS);
    },
    onPointerMove: (e: PointerEvent) => {
      const o = origin.current;
      if (o && Math.hypot(e.clientX - o.x, e.clientY - o.y) > MOVE_TOLERANCE_PX) cancel();
    },
    onPointerUp: cancel,
    onPointerLeave: cancel,
    onPointerCancel: cancel,
    // The phone's own long-press menu (copy, share image) would cover the confirmation.
    // The release after a long press must not also open the product under the finger.
    onClickCapture: (e: { preventDefault: () => void; stopPropagation: () => void }) => {
      if (!fired.current) return;
      fired.current = false;
      e.preventDefault();
      e.stopPropagation();
    },
    onContextMenu: (e: { preventDefault: () => void }) => e.preventDefault(),
  };
}
