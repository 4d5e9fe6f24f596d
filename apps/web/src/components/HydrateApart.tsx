import { Suspense, useState, type ReactNode } from 'react';
import { partOfHydration } from '../lib/hydrateInParts';

interface HydrateApartProps {
  children: ReactNode;
  /**
   * The content draws exactly one element (a card): Preact keeps that element while the part
   * waits, so it needs no wrapper, and the markup is the same as without the part.
   */
  bare?: boolean;
}

/**
 * A section of a server-drawn page that is hydrated in a task of its own, after the page around
 * it (lib/hydrateInParts): for what is below the fold or around the screen (the tab bar), whose
 * listeners can wait a few milliseconds, and for each card of a list, so that a list is hydrated a
 * card a task. Unless `bare`, its content is wrapped in one `display: contents` element
 * (global.css), the node Preact keeps while the section waits.
 */
export function HydrateApart({ children, bare }: HydrateApartProps) {
  const [part] = useState(partOfHydration);
  // Drawn by the server, or after the hydration (a scroll's new cards): no Suspense around it, the
  // same markup. A part keeps its shape for its life: `part` never changes.
  if (!part) return drawn(children, bare);
  return (
    <Suspense fallback={null}>
      <Wait part={part} bare={bare}>
        {children}
      </Wait>
    </Suspense>
  );
}

type Part = NonNullable<ReturnType<typeof partOfHydration>>;

function Wait({ part, bare, children }: HydrateApartProps & { part: Part }) {
  // Suspending during hydration keeps the server's markup on screen (Preact's Suspense).
  // eslint-disable-next-line @typescript-eslint/only-throw-error
  if (!part.done) throw part.promise;
  return drawn(children, bare);
}

const drawn = (children: ReactNode, bare?: boolean) =>
  bare ? children : <div className="hydrate-apart">{children}</div>;
