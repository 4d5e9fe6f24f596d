/** The nearest ancestor that scrolls on its own (a Screen's <main>), or null for the page itself. */
function scrollParentOf(el: Element): Element | null {
  for (let node = el.parentElement; node; node = node.parentElement) {
    const { overflowY } = getComputedStyle(node);
    if (overflowY === 'auto' || overflowY === 'scroll') return node;
  }
  return null;
}

/**
 * Calls `onNear` once, when `el` is on screen, or, once the shopper has scrolled, when it comes
 * within `marginPx` of it (at once where there is no IntersectionObserver); returns the stop.
 * For work below the fold that needs code of its own: the code is loaded when the
 * shopper scrolls towards it, not by every visit, and a visit that never scrolls never loads it.
 * The margin is given to the element's own scroller: the viewport's margin would not reach inside
 * a scrolling <main>, which clips what it hides.
 */
export function whenNear(el: Element, onNear: () => void, marginPx = 800): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    onNear();
    return () => {};
  }
  const root = scrollParentOf(el);
  const scroller: EventTarget = root ?? window;
  let near = false;
  let scrolled = false;
  const stop = () => {
    observer.disconnect();
    scroller.removeEventListener('scroll', onScroll);
  };
  const go = () => {
    stop();
    onNear();
  };
  const onScroll = () => {
    scrolled = true;
    if (near) go();
  };
  const observer = new IntersectionObserver(
    (entries) => {
      const entry = entries.find((e) => e.isIntersecting);
      near = !!entry;
      if (!entry) return;
      const bottom = root ? root.getBoundingClientRect().bottom : window.innerHeight;
      if (scrolled || entry.boundingClientRect.top < bottom) go();
    },
    { root, rootMargin: `${marginPx}px 0px` },
  );
  scroller.addEventListener('scroll', onScroll, { passive: true });
  observer.observe(el);
  return stop;
}
