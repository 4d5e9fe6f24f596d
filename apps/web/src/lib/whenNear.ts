/** The nearest ancestor that scrolls on its own (a Screen's <main>), or null for the page itself. */
function scrollParentOf(el: Element): Element | null {
  for (let node = el.parentElement; node; node = node.parentElement) {
    const { overflowY } = getComputedStyle(node);
    if (overflowY === 'auto' || overflowY === 'scroll') return node;
  }
  return null;
}

/**
 * Calls `onNear` once, when `el` comes within `marginPx` of being on screen (at once where there is
 * no IntersectionObserver); returns the stop. The margin is given to the element's own scroller:
 * the viewport's margin would not reach inside a scrolling <main>, which clips what it hides.
 * For work below the fold that needs code of its own (issue 13): the code is loaded when the
 * shopper scrolls towards it, not by every visit.
 */
export function whenNear(el: Element, onNear: () => void, marginPx = 800): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    onNear();
    return () => {};
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((e) => e.isIntersecting)) return;
      observer.disconnect();
      onNear();
    },
    { root: scrollParentOf(el), rootMargin: `${marginPx}px 0px` },
  );
  observer.observe(el);
  return () => observer.disconnect();
}
