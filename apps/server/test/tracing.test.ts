import { createServer, type Server } from 'node:http';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../src/config.js';
import { safeAttributes } from '../src/lib/tracing.safe.js';
import { createServerDatabase, startServer, type TestDatabase } from './support/child-server.js';

/**
 * OpenTelemetry traces (lib/tracing.ts) from a real server process: with OTEL_EXPORTER_OTLP_ENDPOINT
 * a loopback OTLP/HTTP receiver gets the spans of a request, named by its route and with its status,
 * in the caller's trace, without the phone number of its query, the caller's address or its user
 * agent; without it, the process loads nothing of OpenTelemetry at all (every module it loads is
 * recorded, and the same record lists OpenTelemetry's when tracing is on).
 */
interface OtlpValue {
  stringValue?: string;
  intValue?: string | number;
}
interface OtlpAttribute {
  key: string;
  value: OtlpValue;
}
interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes: OtlpAttribute[];
  scope: string;
  service: string | undefined;
}
const SERVER_KIND = 2;

const attribute = (attributes: OtlpAttribute[], key: string) => {
  const value = attributes.find((a) => a.key === key)?.value;
  if (!value) return undefined;
  return value.stringValue ?? (value.intValue === undefined ? undefined : Number(value.intValue));
};

/** A collector's OTLP/HTTP traces endpoint, keeping each export's raw body and its spans. */
function otlpReceiver() {
  const bodies: { path: string; text: string }[] = [];
  const spans: OtlpSpan[] = [];
  const server: Server = createServer((req, res) => {
    let text = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (text += chunk));
    req.on('end', () => {
      bodies.push({ path: req.url ?? '', text });
      const body = JSON.parse(text) as {
        resourceSpans: {
          resource: { attributes: OtlpAttribute[] };
          scopeSpans: { scope: { name: string }; spans: Omit<OtlpSpan, 'scope' | 'service'>[] }[];
        }[];
      };
      for (const r of body.resourceSpans) {
        const service = attribute(r.resource.attributes, 'service.name') as string | undefined;
        for (const s of r.scopeSpans) for (const span of s.spans) spans.push({ ...span, scope: s.scope.name, service });
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  return {
    bodies,
    spans,
    listen: () =>
      new Promise<string>((resolve) =>
        server.listen(0, '127.0.0.1', () => {
          const address = server.address();
          resolve(`http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`);
        }),
      ),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const recorder = fileURLToPath(new URL('./support/module-record.mjs', import.meta.url));
const OTEL_MODULES = /@opentelemetry|@fastify[\\/]otel|[\\/]lib[\\/]tracing/;

const PHONE = '0907654399';
const USER_AGENT = 'TracingProbe/1.0 (private-handset)';
const CALLER_ADDRESS = '203.0.113.77';
const ROUTE = '/api/sso/login/registeredOrNot';
/** The caller's trace (W3C traceparent): the server's spans join it. */
const TRACE_ID = '4bf92f3577b34da6a3ce929d0e0e4736';

const ask = (base: string) =>
  fetch(`${base}${ROUTE}?phoneCountryCode=84&phoneNumber=${PHONE}`, {
    headers: {
      'user-agent': USER_AGENT,
      'x-forwarded-for': CALLER_ADDRESS,
      traceparent: `00-${TRACE_ID}-00f067aa0ba902b7-01`,
    },
  });

let database: TestDatabase;
let recordDir: string;
const receiver = otlpReceiver();
let endpoint: string;

beforeAll(async () => {
  database = await createServerDatabase();
  recordDir = await mkdtemp(join(tmpdir(), 'sf-modules-'));
  endpoint = await receiver.listen();
});
afterAll(async () => {
  await receiver.close();
  await database?.drop();
  if (recordDir) await rm(recordDir, { recursive: true, force: true });
});

describe('tracing', () => {
  it('reads the collector and the service name, and tells a wrong address by its name', () => {
    expect(loadConfig({}).tracing).toBeNull();
    expect(loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318/' }).tracing).toEqual({
      tracesUrl: 'http://collector:4318/v1/traces',
      serviceName: 'storefront',
    });
    expect(
      loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'https://otel.example.com/otlp', OTEL_SERVICE_NAME: 'shop-vn' })
        .tracing,
    ).toEqual({ tracesUrl: 'https://otel.example.com/otlp/v1/traces', serviceName: 'shop-vn' });
    expect(() => loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'collector:4318' })).toThrow(/OTEL_EXPORTER_OTLP_ENDPOINT/);
  });

  it('keeps what the logs keep out of every span attribute, errors included', () => {
    expect(
      safeAttributes({
        'url.full': `http://shop/api/x?phoneNumber=${PHONE}&pageNum=2`,
        'url.query': `keyword=durian&pageNum=2`,
        'client.address': CALLER_ADDRESS,
        'user_agent.original': USER_AGENT,
        'exception.message': `Failed query: select 1\nparams: ${PHONE}`,
        'exception.stacktrace': `Error: Failed query: select 1\nparams: ${PHONE}\n    at query (db.js:1:1)`,
        'http.response.status_code': 500,
      }),
    ).toEqual({
      'url.full': 'http://shop/api/x?phoneNumber=[redacted]&pageNum=2',
      'url.query': 'keyword=[redacted]&pageNum=2',
      'exception.message': 'Failed query: select 1\nparams: [redacted]',
      'exception.stacktrace': '    at query (db.js:1:1)',
      'http.response.status_code': 500,
    });
  });

  it('sends the spans of a request to the collector: route, status, the caller’s trace, nothing personal', async () => {
    const record = join(recordDir, 'traced.txt');
    const server = await startServer(
      database,
      {
        OTEL_EXPORTER_OTLP_ENDPOINT: endpoint,
        OTEL_SERVICE_NAME: 'storefront-under-test',
        // The SDK's own batch delay, short so the spans come while the test waits for them.
        OTEL_BSP_SCHEDULE_DELAY: '100',
        MODULE_RECORD: record,
      },
      [recorder],
    );
    try {
      const res = await ask(server.url);
      expect(res.status).toBe(200);
      const served = () =>
        receiver.spans.find((s) => s.kind === SERVER_KIND && attribute(s.attributes, 'http.route') === ROUTE);
      await vi.waitFor(() => expect(served()).toBeDefined(), { timeout: 20_000, interval: 100 });
      const span = served()!;
      expect(span.name).toBe(`GET ${ROUTE}`);
      expect(
        attribute(span.attributes, 'http.status_code') ?? attribute(span.attributes, 'http.response.status_code'),
      ).toBe(200);
      expect(span.service).toBe('storefront-under-test');
      expect(span.traceId).toBe(TRACE_ID);
      // Fastify's own spans (the request, its hooks and handler) in the same trace.
      await vi.waitFor(
        () =>
          expect(
            receiver.spans.filter((s) => s.traceId === TRACE_ID && s.scope === '@fastify/otel').map((s) => s.name),
          ).toEqual(expect.arrayContaining(['request', expect.stringMatching(/^handler/)])),
        { timeout: 20_000, interval: 100 },
      );
      if (database.kind === 'postgres') {
        // The lookup of the phone, a query span of the request, with its statement but no value.
        await vi.waitFor(
          () =>
            expect(
              receiver.spans.some(
                (s) =>
                  s.traceId === TRACE_ID &&
                  attribute(s.attributes, 'db.system.name') === 'postgresql' &&
                  /^select /i.test(String(attribute(s.attributes, 'db.query.text'))),
              ),
            ).toBe(true),
          { timeout: 20_000, interval: 100 },
        );
      }
      const urls = receiver.spans
        .filter((s) => s.traceId === TRACE_ID)
        .flatMap((s) => ['http.target', 'http.url', 'url.full', 'url.path'].map((k) => attribute(s.attributes, k)))
        .filter((v): v is string => typeof v === 'string');
      expect(urls.some((u) => u.includes('phoneNumber=[redacted]'))).toBe(true);
      const sent = receiver.bodies.map((b) => b.text).join('\n');
      expect(sent).not.toContain(PHONE);
      expect(sent).not.toContain(USER_AGENT);
      expect(sent).not.toContain(CALLER_ADDRESS);
      expect(receiver.bodies.every((b) => b.path === '/v1/traces')).toBe(true);
      // Neither the exporter's own posts nor the readiness polls are traced.
      expect(receiver.spans.some((s) => (attribute(s.attributes, 'http.route') ?? '') === '/api/health/ready')).toBe(
        false,
      );
      expect(sent).not.toMatch(/"(http\.url|url\.full)","value":\{"stringValue":"[^"]*\/v1\/traces/);
    } finally {
      await server.stop();
    }
    // The record does list OpenTelemetry when it is loaded, so its absence below means something.
    const loaded = await readFile(record, 'utf8');
    expect(loaded).toMatch(/@opentelemetry[\\/]sdk-trace-node/);
    expect(loaded).toMatch(/@fastify[\\/]otel/);
    expect(loaded).toMatch(/[\\/]lib[\\/]tracing\.ts/);
  }, 180_000);

  it('loads nothing of OpenTelemetry when no collector is configured', async () => {
    const record = join(recordDir, 'plain.txt');
    const before = receiver.bodies.length;
    const server = await startServer(database, { OTEL_EXPORTER_OTLP_ENDPOINT: '', MODULE_RECORD: record }, [recorder]);
    try {
      expect((await ask(server.url)).status).toBe(200);
    } finally {
      await server.stop();
    }
    const loaded = (await readFile(record, 'utf8')).split('\n');
    // The whole server was there: its app, Fastify and the route's module.
    expect(loaded.some((m) => m.endsWith('/src/app.ts'))).toBe(true);
    expect(loaded.some((m) => /[\\/]fastify[\\/]fastify\.js$/.test(m))).toBe(true);
    expect(loaded.filter((m) => OTEL_MODULES.test(m))).toEqual([]);
    expect(receiver.bodies.length).toBe(before);
  }, 180_000);
});
