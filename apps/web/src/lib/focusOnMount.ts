/**
 * A ref callback that focuses its element when it is mounted: the `autoFocus` of a field in a
 * screen the app opens. Done here rather than by the attribute: React focuses an `autoFocus` field
 * itself, but the attribute alone (what a React-compatible renderer such as Preact sets, issue 13)
 * is honoured by browsers only while the page loads. Stable, so it runs once per mount.
 */
export const focusOnMount = (el: HTMLElement | null): void => {
  el?.focus();
};
