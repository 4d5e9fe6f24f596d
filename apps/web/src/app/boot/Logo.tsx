/**
 * The shop's mark (public/favicon.svg) drawn inline: an `<img>` of an SVG makes Chromium build a
 * separate SVG document for it on the main thread (~60 ms for a renderer's first one, measured),
 * while the boot screen is on screen and the app's script is starting.
 */
export function Logo() {
  return (
    <svg className="boot-screen__logo" viewBox="0 0 64 64" width="72" height="72" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="#0b7a3e" />
      <path d="M16 24h32l-3 22a4 4 0 0 1-4 3H23a4 4 0 0 1-4-3z" fill="#fff" />
      <path d="M25 24v-3a7 7 0 0 1 14 0v3" fill="none" stroke="#fff" strokeWidth="4" strokeLinecap="round" />
    </svg>
  );
}
