/**
 * Hydrating a server-drawn page in parts (issue 13). Preact hydrates a page in one pass, and at a
 * phone's speed that pass was the longest task of a first visit (TBT). A part marked with
 * `<HydrateApart>` (components/) waits during that pass (Preact keeps its server markup as it is)
 * and is hydrated afterwards, one part a task, in the order the parts were drawn.
 */
interface Part {
  done: boolean;
  promise: Promise<void>;
}

let hydrating = false;
const waiting: (() => void)[] = [];

/**
 * Runs `hydrate` (synchronous), then lets the parts it left hydrate, one a task; resolves when
 * the last is done. A part inside a part waits its turn too: while a part is being hydrated (its
 * render runs in the microtasks of its task), new parts queue behind the others.
 */
export function hydrateInParts(hydrate: () => void): Promise<void> {
  hydrating = true;
  try {
    hydrate();
  } finally {
    hydrating = false;
  }
  return new Promise((done) => {
    const next = () => {
      hydrating = false;
      const release = waiting.shift();
      if (!release) return done();
      hydrating = true;
      release();
      setTimeout(next, 0);
    };
    setTimeout(next, 0);
  });
}

/**
 * A part of the page being hydrated waits its turn; anywhere else (the server, a later render) it
 * is no part (null) and is drawn at once.
 */
export function partOfHydration(): Part | null {
  if (!hydrating) return null;
  let release = () => {};
  const part: Part = { done: false, promise: new Promise<void>((resolve) => (release = resolve)) };
  waiting.push(() => {
    part.done = true;
    release();
  });
  return part;
}
