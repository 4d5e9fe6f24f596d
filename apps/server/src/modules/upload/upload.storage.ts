import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

/**
 * Where upload bytes live. The default keeps them on this server's disk under DATA_DIR/uploads,
 * which is right for one server. Several servers behind a load balancer need one shared store: an
 * S3-compatible implementation of this interface (S3, R2, MinIO…) is the path, with nothing else
 * changing — rows in the database already say what exists and whose it is.
 */
export interface UploadStorage {
  put(name: string, data: Buffer): Promise<void>;
  /** null when there is no such object. */
  get(name: string): Promise<Buffer | null>;
  /** Removes the object and anything stored under `name` as a prefix (its variants). */
  remove(names: string[]): Promise<void>;
}

/** Object names are built by the service from validated keys only, never from request text. */
export function diskStorage(root: string): UploadStorage {
  const path = (name: string) => join(root, name);
  return {
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
    async remove(names) {
      await Promise.all(names.map((n) => rm(path(n), { force: true, recursive: true })));
    },
  };
}
