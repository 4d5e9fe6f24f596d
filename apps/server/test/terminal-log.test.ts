import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { readableLine, terminalLogStream } from '../src/lib/terminal-log.js';

describe('the log in a terminal', () => {
  it('is one readable line per request, written when it completes', () => {
    const started = new Map<string, { method?: string; url?: string }>();
    const time = new Date(2026, 11, 4, 9, 5, 7).getTime();
    const incoming = JSON.stringify({
      level: 30,
      time,
      reqId: 'req-1',
      req: { method: 'POST', url: '/api/sku/search' },
      msg: 'incoming request',
    });
    const done = JSON.stringify({
      level: 30,
      time,
      reqId: 'req-1',
      res: { statusCode: 200 },
      responseTime: 12.4,
      msg: 'request completed',
    });
    expect(readableLine(incoming, started)).toBeNull();
    expect(readableLine(done, started)).toBe('09:05:07 INFO  POST /api/sku/search 200 12 ms');
    expect(started.size).toBe(0);
  });

  it('keeps messages and errors readable, and passes through what is not JSON', () => {
    const started = new Map();
    const time = new Date(2026, 11, 4, 9, 5, 7).getTime();
    expect(readableLine(JSON.stringify({ level: 40, time, msg: 'slow' }), started)).toBe('09:05:07 WARN  slow');
    expect(readableLine(JSON.stringify({ level: 50, time, msg: 'failed', err: { message: 'boom' } }), started)).toBe(
      '09:05:07 ERROR failed: boom',
    );
    expect(readableLine('plain text', started)).toBe('plain text');
  });

  it('takes JSON lines split across writes', async () => {
    const out = new PassThrough();
    const chunks: string[] = [];
    out.on('data', (c: Buffer) => chunks.push(c.toString()));
    const stream = terminalLogStream(out);
    const text = [
      { level: 30, reqId: 'a', req: { method: 'GET', url: '/' }, msg: 'incoming request' },
      { level: 30, reqId: 'a', res: { statusCode: 304 }, responseTime: 1, msg: 'request completed' },
      { level: 30, msg: 'Server listening at http://127.0.0.1:3000' },
    ]
      .map((l) => JSON.stringify(l) + '\n')
      .join('');
    stream.write(text.slice(0, 50));
    stream.write(text.slice(50));
    await new Promise((r) => setImmediate(r));
    const lines = chunks.join('').trimEnd().split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/INFO {2}GET \/ 304 1 ms$/);
    expect(lines[1]).toMatch(/INFO {2}Server listening at http:\/\/127\.0\.0\.1:3000$/);
  });
});
