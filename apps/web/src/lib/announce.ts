import { create } from 'zustand';

interface Announcement {
  message: string;
  /** Counts the announcements, so the same words said twice are heard twice (components/Announcer). */
  count: number;
}

/** What the page's one polite live region says now (components/Announcer). */
export const useAnnouncement = create<Announcement>(() => ({ message: '', count: 0 }));

/**
 * Says `message` to screen readers without moving focus: "Fuji apples added to cart". One live
 * region for the whole page instead of one per control: a list of cards carried one each, 1,000
 * hidden elements in a long list, each a layer the browser lays out and paints.
 */
export function announce(message: string) {
  useAnnouncement.setState((s) => ({ message, count: s.count + 1 }));
}
