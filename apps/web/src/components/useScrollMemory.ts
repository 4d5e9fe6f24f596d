import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';

/**
 * Keeps the scroll position of the screen around `anchor` while its view is hidden by keep-alive:
 * a display:none scroller may come back at the top, so the last offset seen while visible is
 * put back when the view shows again (React mounts a hidden `<Activity>`'s effects again then).
 */
export function useScrollMemory(anchor: RefObject<HTMLElement | null>) {
  const saved = useRef(0);
  useEffect(() => {
    const scroller = anchor.current?.closest<HTMLElement>('.screen__main');
    if (!scroller) return;
    const onScroll = () => {
      // A hidden scroller has no boxes; whatever it reports then is not the user's position.
      if (scroller.getClientRects().length > 0) saved.current = scroller.scrollTop;
    };
    scroller.addEventListener('scroll', onScroll, { passive: true });
    return () => scroller.removeEventListener('scroll', onScroll);
  }, [anchor]);
  useLayoutEffect(() => {
    const scroller = anchor.current?.closest<HTMLElement>('.screen__main');
    if (!scroller || saved.current <= 0) return;
    if (scroller.scrollTop !== saved.current) scroller.scrollTop = saved.current;
  }, [anchor]);
}
