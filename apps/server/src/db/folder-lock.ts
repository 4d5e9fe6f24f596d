import { link, readFile, rename, unlink, writeFile } from 'node:fs/promises';

/**
 * One process per embedded database folder. PGlite has no lock of its own: a second process that
 * opened the same folder would write the same files and corrupt them. The lock is a file beside
 * the folder holding the owner's pid, made atomically (a hard link fails when the name exists);
 * a lock whose pid is no longer running (the owner was killed) is taken over.
 */
export interface FolderLock {
  release(): Promise<void>;
}

export class FolderInUseError extends Error {
  override name = 'FolderInUseError';
}

const isRunning = (pid: number) => {
  // Our own pid in a stale file is a previous life of this container's pid 1, not a live holder.
  if (pid === process.pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

const holderOf = async (path: string): Promise<number | null> => {
  const text = await readFile(path, 'utf8').catch(() => null);
  const pid = Number.parseInt(text ?? '', 10);
  return Number.isInteger(pid) && pid > 0 ? pid : null;
};

/** Folders this process holds: a second open here would corrupt the folder as surely as another process's. */
const heldHere = new Set<string>();

export async function lockFolder(folder: string): Promise<FolderLock> {
  const path = `${folder}.lock`;
  if (heldHere.has(path)) throw new FolderInUseError(`The database folder ${folder} is already open in this process`);
  heldHere.add(path);
  try {
    await takeLock(folder, path);
  } catch (error) {
    heldHere.delete(path);
    throw error;
  }
  let released = false;
  return {
    release: async () => {
      if (released) return;
      released = true;
      heldHere.delete(path);
      if ((await holderOf(path)) === process.pid) await unlink(path).catch(() => undefined);
    },
  };
}

async function takeLock(folder: string, path: string): Promise<void> {
  const mine = `${path}.${process.pid}`;
  await writeFile(mine, `${process.pid}\n`);
  try {
    for (let attempt = 0; ; attempt++) {
      try {
        await link(mine, path);
        break;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt >= 3) throw error;
      }
      const holder = await holderOf(path);
      if (holder !== null && isRunning(holder)) {
        throw new FolderInUseError(
          `The database folder ${folder} is in use by process ${holder}; stop it first (or give this one another DATA_DIR)`,
        );
      }
      // Stale: moved aside under a name of our own, so two processes taking over the same stale
      // lock never remove each other's fresh one (only one rename of that file succeeds).
      const aside = `${path}.stale.${process.pid}`;
      await rename(path, aside).catch(() => undefined);
      if ((await holderOf(aside)) === holder) await unlink(aside).catch(() => undefined);
      else await rename(aside, path).catch(() => undefined);
    }
  } finally {
    await unlink(mine).catch(() => undefined);
  }
}
