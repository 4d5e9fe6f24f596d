import { useEffect, useState } from 'react';

/**
 * A list that grows is drawn a slice a task (issue 13): 20 new cards in one render were a 60–80 ms
 * task at 4× CPU, in the middle of a scroll (npm run bench:scroll). What was shown stays; the new
 * items come `size` at a time, each slice in a task of its own, so scrolling goes on in between.
 * Everything is drawn at once on the first render (the server's markup), when nothing was shown
 * yet (a first page: no flash of the empty state), and when the list got shorter. Returns the
 * items to draw and whether they are all of them.
 */
export function useInSlices<T>(list: T[], size: number): { items: T[]; all: boolean } {
  const [shown, setShown] = useState(list.length);
  const all = shown === 0 || shown >= list.length;
  useEffect(() => {
    if (all) {
      if (shown !== list.length) setShown(list.length);
      return;
    }
    const id = setTimeout(() => setShown((n) => Math.min(n + size, list.length)), 0);
    return () => clearTimeout(id);
  }, [all, shown, size, list.length]);
  return { items: all ? list : list.slice(0, shown), all };
}
