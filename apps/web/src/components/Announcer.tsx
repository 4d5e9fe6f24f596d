import { useAnnouncement } from '../lib/announce';

/**
 * The page's polite live region (lib/announce). The message is drawn anew on each announcement
 * (keyed by its count): a screen reader hears an addition to the region, so adding the same
 * product twice is heard twice.
 */
export function Announcer() {
  const { message, count } = useAnnouncement();
  return (
    <span role="status" className="visually-hidden">
      {message && <span key={count}>{message}</span>}
    </span>
  );
}
