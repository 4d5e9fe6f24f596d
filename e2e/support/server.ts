import type { TestProject } from 'vitest/node';
import { startBuiltServer } from '../../scripts/lib/serve.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
  }
}

/**
 * The app as `npm start` serves it, on a free port and a fresh data folder. "development" keeps
 * the dev-only SMS outbox readable by the tests; everything else is as in production.
 */
export default async function setup(project: TestProject) {
  const server: { baseURL: string; stop: () => Promise<void> } = await startBuiltServer({
    nodeEnv: 'development',
    label: 'e2e',
  });
  project.provide('baseURL', server.baseURL);
  return server.stop;
}
