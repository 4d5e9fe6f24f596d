import fs from 'node:fs';
import { vi } from 'vitest';

/**
 * Captures what the server's pino logger writes to stdout. buildApp owns the logger (no stream can
 * be passed in), and pino writes through sonic-boom with `fs.write`/`fs.writeSync` on fd 1 rather
 * than `process.stdout.write`, so those two are wrapped for the duration of a test.
 */
export function captureStdout() {
  const chunks: string[] = [];
  const take = (fd: unknown, data: unknown) => {
    if (fd !== 1) return false;
    chunks.push(typeof data === 'string' ? data : Buffer.from(data as Uint8Array).toString('utf8'));
    return true;
  };
  const realWrite = fs.write;
  const realWriteSync = fs.writeSync;
  const write = vi.spyOn(fs, 'write').mockImplementation((fd: number, data: unknown, ...rest: unknown[]) => {
    if (!take(fd, data)) return (realWrite as (...a: unknown[]) => void)(fd, data, ...rest);
    const callback = rest.find((r) => typeof r === 'function') as ((e: null, n: number) => void) | undefined;
    const length = typeof data === 'string' ? Buffer.byteLength(data) : (data as Uint8Array).length;
    process.nextTick(() => callback?.(null, length));
  });
  const writeSync = vi.spyOn(fs, 'writeSync').mockImplementation((fd: number, data: unknown, ...rest: unknown[]) => {
    if (!take(fd, data)) return (realWriteSync as (...a: unknown[]) => number)(fd, data, ...rest);
    return typeof data === 'string' ? Buffer.byteLength(data) : (data as Uint8Array).length;
  });
  return {
    text: () => chunks.join(''),
    restore: () => {
      write.mockRestore();
      writeSync.mockRestore();
    },
  };
}
