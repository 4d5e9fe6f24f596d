/**
 * antd-mobile-icons' AddOutline drawn as one path. Every card on a list carries an add button, and
 * the library's SVG (nested groups, ids, an invisible rect; ~1 kB) was 30 kB of Home's 132 kB
 * server-drawn HTML and 150 of its elements (issue 13): this is the same 48-unit plus.
 */
export function PlusIcon() {
  return (
    <svg width="1em" height="1em" viewBox="0 0 48 48" fill="currentColor" aria-hidden="true" focusable="false">
      <path d="M22.5 6.5h3v16h16v3h-16v16h-3v-16h-16v-3h16z" />
    </svg>
  );
}
