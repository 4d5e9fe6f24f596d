// Preloaded with `--import` (after tsx) into a server process a test starts: records every module
// the process loads into the file named by MODULE_RECORD — ES modules as the loader resolves them
// (module-record.hooks.mjs, in the loaders' thread), CommonJS modules from require's cache at exit
// (a package's own require() calls never reach the loader's hooks on Node 20).
import { appendFileSync } from 'node:fs';
import { createRequire, register } from 'node:module';

const file = process.env.MODULE_RECORD;
if (file) {
  register(new URL('./module-record.hooks.mjs', import.meta.url), { data: { file } });
  const { cache } = createRequire(import.meta.url);
  process.on('exit', () => appendFileSync(file, `${Object.keys(cache).join('\n')}\n`));
}
