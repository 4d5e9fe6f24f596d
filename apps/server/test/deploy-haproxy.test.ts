import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type Buyer, place, placementBody, prepareStock, visitor } from './support/buyers.js';
import {
  createServerDatabase,
  freePort,
  type ServerProcess,
  startServer,
  type TestDatabase,
} from './support/child-server.js';

/**
 * A rolling stop behind Debian's HAProxy (`.ci/run` installs it): two server processes on one
 * PostgreSQL database, HAProxy checking their readiness, clients reading the catalogue and placing
 * orders over keep-alive connections without pause; one node gets SIGTERM. It drains (readiness
 * 503, answers with `Connection: close`), HAProxy takes it out, it closes and exits — and not one
 * request fails. Needs PostgreSQL (two processes share the database): the postgres project; skipped,
 * saying why, without HAProxy.
 */
const HAPROXY = ['/usr/sbin/haproxy', '/usr/bin/haproxy', '/usr/local/sbin/haproxy'].find((p) => existsSync(p));
const onPostgres = inject('testDatabase').kind === 'postgres';
if (!HAPROXY && onPostgres) console.warn('deploy-haproxy: skipped, HAProxy is not installed (apt-get install haproxy)');
const DRAIN_SECONDS = 3;
const READERS = 8;
const BUYERS = 3;

let database: TestDatabase;
let nodes: ServerProcess[] = [];
let haproxy: ChildProcess | undefined;
let haproxyLog = '';
let dir: string;
let lb: string;
let sku: number;

const config = (port: number, servers: string[]) => `
global
  maxconn 1024
defaults
  mode http
  timeout connect 2s
  timeout client 30s
  timeout server 30s
  timeout http-keep-alive 10s
  retries 2
  retry-on conn-failure
  option redispatch
frontend shop
  bind 127.0.0.1:${port}
  default_backend app
backend app
  balance roundrobin
  option httpchk GET /api/health/ready
  http-check expect status 200
  http-response set-header X-Served-By %s
  default-server inter 300ms fall 2 rise 2
${servers.map((s, i) => `  server app${i + 1} ${s} check`).join('\n')}
`;

describe.skipIf(!HAPROXY || !onPostgres)('a node stopped with SIGTERM behind HAProxy under load', () => {
  beforeAll(async () => {
    database = await createServerDatabase();
    const direct = await database.open();
    sku = (await prepareStock(direct, 1, 1_000_000))[0]!;
    await direct.close();
    nodes = await Promise.all([
      startServer(database, { SHUTDOWN_DRAIN_SECONDS: String(DRAIN_SECONDS) }),
      startServer(database, { SHUTDOWN_DRAIN_SECONDS: String(DRAIN_SECONDS) }),
    ]);
    dir = await mkdtemp(join(tmpdir(), 'sf-haproxy-'));
    const port = await freePort();
    const file = join(dir, 'haproxy.cfg');
    await writeFile(
      file,
      config(
        port,
        nodes.map((n) => new URL(n.url).host),
      ),
    );
    haproxy = spawn(HAPROXY!, ['-db', '-f', file], { stdio: ['ignore', 'pipe', 'pipe'] });
    const keep = (d: Buffer) => (haproxyLog = (haproxyLog + d.toString()).slice(-8000));
    haproxy.stdout!.on('data', keep);
    haproxy.stderr!.on('data', keep);
    lb = `http://127.0.0.1:${port}`;
    // Until both nodes have answered through the balancer (polled while it starts).
    const seen = new Set<string>();
    const deadline = Date.now() + 30_000;
    while (seen.size < 2) {
      if (Date.now() > deadline || haproxy.exitCode !== null) throw new Error(`haproxy not serving:\n${haproxyLog}`);
      const res = await fetch(`${lb}/api/health/ready`).catch(() => null);
      if (res?.ok) seen.add(res.headers.get('x-served-by') ?? '');
      else await new Promise((r) => setTimeout(r, 50));
    }
  }, 240_000);
  afterAll(async () => {
    haproxy?.kill('SIGKILL');
    await Promise.all(nodes.filter((n) => n.running()).map((n) => n.stop()));
    await database?.drop();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it(`drops no request: readiness 503, out of rotation, ${DRAIN_SECONDS} s of drain, exit`, async () => {
    const [stopping, staying] = nodes as [ServerProcess, ServerProcess];
    const failures: string[] = [];
    const servedBy = { before: new Map<string, number>(), after: new Map<string, number>() };
    let exited = false;
    let running = true;
    const count = (res: Response) => {
      const map = exited ? servedBy.after : servedBy.before;
      const by = res.headers.get('x-served-by') ?? '?';
      map.set(by, (map.get(by) ?? 0) + 1);
    };
    const reader = async (i: number) => {
      let n = 0;
      while (running) {
        const path = n++ % 2 ? '/api/global/base/getCountry' : '/api/sku/search';
        try {
          const res =
            path === '/api/sku/search'
              ? await fetch(`${lb}${path}`, {
                  method: 'POST',
                  headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.9.0.${i}` },
                  body: JSON.stringify({ keyword: 'apple', pageNum: 1, pageSize: 10 }),
                })
              : await fetch(`${lb}${path}`, { headers: { 'x-forwarded-for': `10.9.0.${i}` } });
          const body = (await res.json()) as { code: number };
          if (res.status !== 200 || body.code !== 200) failures.push(`${path}: ${res.status} ${JSON.stringify(body)}`);
          count(res);
        } catch (error) {
          failures.push(`${path}: ${String(error)}`);
        }
      }
    };
    const buyers: Buyer[] = await Promise.all(Array.from({ length: BUYERS }, (_, i) => visitor(lb, 9000 + i)));
    const bodies = await Promise.all(buyers.map((b) => placementBody(lb, b, sku)));
    let orders = 0;
    const buyer = async (i: number) => {
      while (running) {
        const answer = await place(lb, buyers[i]!, bodies[i]).catch((error: unknown) => ({
          status: 0,
          body: { code: 0, message: String(error), data: null },
        }));
        if (answer.status !== 200) failures.push(`order: ${answer.status} ${answer.body.message}`);
        else orders++;
      }
    };
    const load = [
      ...Array.from({ length: READERS }, (_, i) => reader(i)),
      ...Array.from({ length: BUYERS }, (_, i) => buyer(i)),
    ];

    await new Promise((r) => setTimeout(r, 1000)); // load on both nodes before the stop
    const signalled = Date.now();
    process.kill(stopping.pid, 'SIGTERM');
    while (stopping.running()) await new Promise((r) => setTimeout(r, 50));
    const stoppedAfter = Date.now() - signalled;
    exited = true;
    await new Promise((r) => setTimeout(r, 1000)); // and on the one left
    running = false;
    await Promise.all(load);

    expect(failures.slice(0, 10)).toEqual([]);
    expect(stoppedAfter).toBeGreaterThanOrEqual(DRAIN_SECONDS * 1000);
    expect(servedBy.before.get('app1')).toBeGreaterThan(0);
    expect(servedBy.before.get('app2')).toBeGreaterThan(0);
    expect(servedBy.after.get('app1') ?? 0).toBe(0);
    expect(servedBy.after.get('app2')).toBeGreaterThan(0);
    expect(orders).toBeGreaterThan(0);
    expect(staying.running()).toBe(true);
    const total = [...servedBy.before.values(), ...servedBy.after.values()].reduce((a, b) => a + b, 0);
    console.log(
      `deploy-haproxy: ${total} reads and ${orders} orders, 0 failed; the stopped node exited ${stoppedAfter} ms after SIGTERM`,
    );
  }, 120_000);
});
