import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { create } from 'zustand';

/**
 * What the screen on show is about (a product's name), for the document title: the route table
 * names the kind of screen ("Product details"), the screen knows which one. Held with the URL it
 * was given for, so neither a hidden kept view nor the screen left behind names another page.
 */
const useSubject = create<{ at: string; subject: string }>(() => ({ at: '', subject: '' }));

/** The shown screen's subject, written once it is known (a hidden kept view writes nothing). */
export function useDocumentSubject(subject: string | undefined): void {
  const { pathname, search } = useLocation();
  // A hidden kept view has no effects: only the screen on show writes.
  useEffect(() => {
    if (subject) useSubject.setState({ at: pathname + search, subject });
  }, [subject, pathname, search]);
}

/** The subject given for this URL, if its screen gave one. */
export const useDocumentSubjectAt = (at: string): string | undefined =>
  useSubject((s) => (s.at === at && s.subject ? s.subject : undefined));
