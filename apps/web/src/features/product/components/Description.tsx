import { useMemo } from 'react';
import { useHydrated } from '../../../lib/useHydrated';
import { sanitizeDescription } from './sanitize';

/**
 * Rich HTML from the catalogue, sanitised again here before it touches the DOM. The sanitiser
 * needs a DOM, so a server-drawn page gets the description once the browser has hydrated it (it
 * sits below the fold: nobody sees it arrive).
 */
export function Description({ html }: { html: string }) {
  const hydrated = useHydrated();
  const clean = useMemo(() => (hydrated ? sanitizeDescription(html) : ''), [hydrated, html]);
  if (!clean.trim()) return null;
  return <div className="rich-html" data-testid="product-description" dangerouslySetInnerHTML={{ __html: clean }} />;
}
