import { useMemo } from 'react';
import { sanitizeDescription } from './sanitize';

/** Rich HTML from the catalogue, sanitised again here before it touches the DOM. */
export function Description({ html }: { html: string }) {
  const clean = useMemo(() => sanitizeDescription(html), [html]);
  if (!clean.trim()) return null;
  return <div className="rich-html" data-testid="product-description" dangerouslySetInnerHTML={{ __html: clean }} />;
}
