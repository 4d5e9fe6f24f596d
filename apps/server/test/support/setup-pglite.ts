import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { buildTemplate } from './template.js';

// A fresh PGlite costs seconds; one migrated dump, loaded per file, costs about one.
export default async function setup(project: TestProject) {
  const dir = await mkdtemp(join(tmpdir(), 'sf-test-'));
  const database = await buildTemplate({});
  const client = (database.db as unknown as { $client: PGlite }).$client;
  const dump = await client.dumpDataDir('none');
  await database.close();
  const dumpPath = join(dir, 'template.tar');
  await writeFile(dumpPath, Buffer.from(await dump.arrayBuffer()));
  project.provide('testDatabase', { kind: 'pglite', dumpPath });
  return async () => rm(dir, { recursive: true, force: true });
}
