import { useEffect, useState } from 'react';
import { afterHydration, isHydrating } from './hydrateInParts';

/**
 * A list that grows is drawn a slice a task (issue 13): 20 new cards in one render were a 60–80 ms
 * task at 4× CPU, in the middle of a scroll (npm run bench:scroll). What was shown stays; the new
 * items come `size` at a time, each slice in a task of its own, so scrolling goes on in between.
 * Everything is drawn at once on a first render in the browser, when nothing was shown yet (a
 * first page: no flash of the empty state), and when the list got shorter.
 *
 * `drawnByServer`: the server draws only that many (the first screen's worth), and the hydration
 * finds the same; the others follow a slice a task once the whole page is hydrated. Every card
 * the server draws is parsed, laid out before the first paint and hydrated, in view or not.
 *
 * Returns the items to draw and whether they are all of them.
 */
export function useInSlices<T>(list: T[], size: number, drawnByServer?: number): { items: T[]; all: boolean } {
  const [shown, setShown] = useState(() =>
    drawnByServer !== undefined && (typeof window === 'undefined' || isHydrating())
      ? Math.min(drawnByServer, list.length)
      : list.length,
  );
  const all = shown === 0 || shown >= list.length;
  useEffect(() => {
    if (all) {
      if (shown !== list.length) setShown(list.length);
      return;
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    const cancel = afterHydration(() => {
      timer = setTimeout(() => setShown((n) => Math.min(n + size, list.length)), 0);
    });
    return () => {
      cancel();
      clearTimeout(timer);
    };
  }, [all, shown, size, list.length]);
  return { items: all ? list : list.slice(0, shown), all };
}
