/** How a photo moves among a product's photos; the first is the main one the shop shows. */
export type PictureMove = 'main' | 'earlier' | 'later' | 'remove';

/** The photos after moving the one at `index`. */
export function arranged(pictures: readonly string[], index: number, move: PictureMove): string[] {
  const list = [...pictures];
  const [picked] = list.splice(index, 1);
  if (picked === undefined) return [...pictures];
  if (move === 'remove') return list;
  const to = move === 'main' ? 0 : move === 'earlier' ? Math.max(0, index - 1) : Math.min(list.length, index + 1);
  list.splice(to, 0, picked);
  return list;
}

/** A served picture at a thumbnail's size (its URL already carries the signature's query). */
export const thumbnail = (url: string, edge = 200) => `${url}${url.includes('?') ? '&' : '?'}w=${edge}&h=${edge}`;
