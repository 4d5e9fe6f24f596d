import { access, mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, sep } from 'node:path';
import { LIST_PAGE } from './storage.page.js';
import type { UploadStorage } from './storage.js';

/** Upload bytes in files under `root` (DATA_DIR/uploads): one server's own disk. */
export function diskStorage(root: string): UploadStorage {
  const path = (name: string) => join(root, name);
  return {
    kind: 'disk',
    async put(name, data) {
      await mkdir(dirname(path(name)), { recursive: true });
      // Write then rename would be atomic; a reader of a half-written new key cannot exist, since
      // the row that makes the key known is inserted only after this resolves.
      await writeFile(path(name), data);
    },
    async get(name) {
      try {
        return await readFile(path(name));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    has: (name) =>
      access(path(name)).then(
        () => true,
        () => false,
      ),
    async remove(names) {
      // A folder of the same name holds the variants: `recursive` takes it with them.
      await Promise.all(names.map((n) => rm(path(n), { force: true, recursive: true })));
    },
    async *listBefore(before) {
      let names: string[];
      try {
        names = await readdir(root, { recursive: true });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
        throw error;
      }
      let page: string[] = [];
      for (const name of names) {
        const info = await stat(path(name)).catch(() => null);
        if (!info?.isFile() || info.mtime >= before) continue;
        page.push(name.split(sep).join('/'));
        if (page.length === LIST_PAGE) {
          yield page;
          page = [];
        }
      }
      if (page.length) yield page;
    },
    close: async () => {},
  };
}
