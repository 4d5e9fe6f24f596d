import type { Plugin } from 'vite';

/**
 * V8's explicit compile hint (Chromium 136+, a comment elsewhere): every function of a file that
 * begins with it is compiled while the file downloads, on a background thread, instead of on the
 * main thread the first time it is called. V8 honours it only before the file's first token.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * A chunk's code with the hint as its first line. Rolldown writes it first (`postBanner`), but
 * Vite then puts its table of a chunk's lazily loaded files (`const __vite__mapDeps=…`, one line)
 * above it: in the entry chunk, ShoppingCart's and two more, the hint sat on line 2 and V8 ignored
 * it. The two lines change places, so the source map
 * (neither line maps to a source) stays right. Anything else above the hint is left alone and
 * reported: `null`.
 */
export function hintFirst(code: string): string | null {
  if (code.startsWith(`${COMPILE_HINT}\n`)) return code;
  const at = code.indexOf(`\n${COMPILE_HINT}\n`);
  if (at < 0 || code.lastIndexOf('\n', at - 1) >= 0) return null;
  const above = code.slice(0, at + 1);
  return `${COMPILE_HINT}\n${above}${code.slice(at + 1 + COMPILE_HINT.length + 1)}`;
}

/**
 * Writes the hint into every chunk of the browser build (`postBanner`) and moves it to the first
 * line after Vite has added its own (this hook runs after Vite's generateBundle). A chunk where
 * it cannot be first fails the build rather than lose the hint unseen.
 */
export function compileHint(): Plugin {
  return {
    name: 'storefront:compile-hint',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk') continue;
          const code = hintFirst(chunk.code);
          if (code === null)
            this.error(`${chunk.fileName}: V8's compile hint is not on its first line (build/compileHint.ts)`);
          chunk.code = code;
        }
      },
    },
  };
}
