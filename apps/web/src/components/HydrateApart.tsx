import { Suspense, useState, type ReactNode } from 'react';
import { partOfHydration } from '../lib/hydrateInParts';

/**
 * A section of a server-drawn page that is hydrated in a task of its own, after the page around
 * it (lib/hydrateInParts): for what is below the fold or around the screen (the tab bar), whose
 * listeners can wait a few milliseconds. Its content is wrapped in one `display: contents` element
 * (global.css), the node Preact keeps while the section waits.
 */
export function HydrateApart({ children }: { children: ReactNode }) {
  const [part] = useState(partOfHydration);
  return (
    <Suspense fallback={null}>
      <Wait part={part}>{children}</Wait>
    </Suspense>
  );
}

function Wait({ part, children }: { part: ReturnType<typeof partOfHydration>; children: ReactNode }) {
  // Suspending during hydration keeps the server's markup on screen (Preact's Suspense).
  // eslint-disable-next-line @typescript-eslint/only-throw-error
  if (!part.done) throw part.promise;
  return <div className="hydrate-apart">{children}</div>;
}
