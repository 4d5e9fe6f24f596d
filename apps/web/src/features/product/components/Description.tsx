import { useEffect, useRef, useState } from 'react';
import { whenNear } from '../../../lib/whenNear';

/**
 * Rich HTML from the catalogue, sanitised again here before it touches the DOM. The sanitiser
 * needs a DOM, so a server-drawn page gets the description in the browser; and it brings
 * DOMPurify (~10 kB gzip, two thirds of the details screen's script), so it is loaded when the
 * description, below the fold, comes near the screen, not by every visit.
 */
export function Description({ html }: { html: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const [clean, setClean] = useState('');
  const empty = !html.trim();

  useEffect(() => {
    const el = ref.current;
    if (empty || !el) return;
    let live = true;
    const stop = whenNear(el, () => {
      void import('./sanitize').then(({ sanitizeDescription }) => {
        if (live) setClean(sanitizeDescription(html));
      });
    });
    return () => {
      live = false;
      stop();
    };
  }, [html, empty]);

  if (empty) return null;
  return (
    <div
      ref={ref}
      className="rich-html"
      data-testid="product-description"
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
