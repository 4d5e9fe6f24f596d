import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createIdentityApp, DEMO, loginByPassword, bearer } from './support/auth.js';

let app: FastifyInstance;
let port = 0;
beforeAll(async () => {
  app = await createIdentityApp();
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as net.AddressInfo).port;
});
afterAll(() => app.close());

const TH = { 'accept-language': 'th-TH' };

/** A raw HTTP/1.1 exchange, so Node's own parser errors (which inject never meets) are exercised. */
function raw(request: string): Promise<{ status: number; body: unknown; text: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.end(request));
    let text = '';
    socket.on('data', (d) => (text += d.toString('utf8')));
    socket.on('error', (e) => (text ? undefined : reject(e)));
    socket.on('close', () => {
      const [head = '', ...rest] = text.split('\r\n\r\n');
      const body = rest.join('\r\n\r\n');
      let parsed: unknown = null;
      try {
        parsed = JSON.parse(body);
      } catch {
        parsed = body;
      }
      resolve({ status: Number(head.split(' ')[1]), body: parsed, text });
    });
  });
}

/** The same, each part written as its own TCP packet a moment after the one before. */
function rawInPackets(packets: string[]): Promise<{ status: number; body: unknown; text: string }> {
  return new Promise((resolve, reject) => {
    const send = async () => {
      socket.setNoDelay(true);
      for (const p of packets) {
        if (socket.destroyed) break;
        socket.write(p);
        await new Promise((r) => setTimeout(r, 30));
      }
      if (!socket.destroyed) socket.end();
    };
    const socket = net.connect(port, '127.0.0.1', () => void send());
    let text = '';
    socket.on('data', (d) => (text += d.toString('utf8')));
    socket.on('error', (e) => (text ? undefined : reject(e)));
    socket.on('close', () => {
      const [head = '', ...rest] = text.split('\r\n\r\n');
      let body: unknown = rest.join('\r\n\r\n');
      try {
        body = JSON.parse(body as string);
      } catch {
        // not JSON: kept as text
      }
      resolve({ status: Number(head.split(' ')[1]), body, text });
    });
  });
}

describe('values PostgreSQL cannot hold are a 422 on their field, never a 500', () => {
  it('refuses a NUL byte in a search keyword, in the caller language', async () => {
    const res = await call(app, 'POST', '/sku/search', { body: { keyword: 'a\u0000b' }, headers: TH });
    expect(res.status, res.raw).toBe(422);
    expect(res.body.data.fields).toEqual([{ path: 'body.keyword', message: 'มีอักขระที่ไม่อนุญาต' }]);
  });

  it('refuses a NUL byte in a nickname', async () => {
    const token = await loginByPassword(app, DEMO.customer.phone, DEMO.customer.password);
    const res = await call(app, 'POST', '/sso/member/profile/update', {
      body: { nickname: 'Lan\u0000' },
      headers: bearer(token),
    });
    expect(res.status, res.raw).toBe(422);
    expect(res.body.data.fields[0].path).toBe('body.nickname');
  });

  it('refuses a NUL byte in a query string', async () => {
    const res = await call(app, 'GET', '/sso/login/registeredOrNot', {
      query: { phoneCountryCode: '84', phoneNumber: '0901\u0000234501' },
    });
    expect(res.status, res.raw).toBe(422);
  });

  it.each([2 ** 31, 2 ** 40, -(2 ** 31) - 1])('answers an id of %d as a 422 naming the field', async (id) => {
    const detail = await call(app, 'POST', '/sku/detail', { body: { productSkuId: id } });
    expect(detail.status, detail.raw).toBe(422);
    expect(detail.body.data.fields[0].path).toBe('body.productSkuId');
    const search = await call(app, 'POST', '/sku/search', { body: { categoryId: id, warehouseId: 1 } });
    expect(search.status, search.raw).toBe(422);
  });

  it('still finds the largest id PostgreSQL can hold (a 4xx, not a 500)', async () => {
    const res = await call(app, 'POST', '/sku/detail', { body: { productSkuId: 2 ** 31 - 1 } });
    expect(res.status).toBeLessThan(500);
    expect(res.body.code).toBe(res.status);
  });
});

describe('image paths', () => {
  it.each([
    '/api/images/__proto__/1.svg',
    '/api/images/constructor/1.svg',
    '/api/images/toString/1.svg',
    '/api/images/category/__proto__.svg',
    '/api/images/category/constructor.svg',
    '/api/images/category/hasOwnProperty.svg',
  ])('%s is a 404 envelope', async (url) => {
    const res = await app.inject({ url, headers: TH });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 404, data: null });
  });
});

describe("Fastify's and Node's own errors come in the envelope, in the caller language", () => {
  const post = (headers: string, body: string) =>
    raw(
      `POST /api/sso/login/password HTTP/1.1\r\nHost: x\r\nAccept-Language: vi-VN\r\n${headers}` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );

  it.each([
    ['a broken body', 'Content-Type: application/json\r\n', '{"phoneNumber'],
    ['an empty body', 'Content-Type: application/json\r\n', ''],
    ['a prototype key', 'Content-Type: application/json\r\n', '{"__proto__":{"x":1}}'],
    ['a constructor key', 'Content-Type: application/json\r\n', '{"constructor":{"prototype":{"x":1}}}'],
    ['an unknown media type', 'Content-Type: text/xml\r\n', '<a/>'],
    ['an unknown charset', 'Content-Type: application/json; charset=utf-16\r\n', '{}'],
    ['a bare string', 'Content-Type: application/json\r\n', '"x"'],
  ])('%s is a 4xx envelope', async (_name, headers, body) => {
    const res = await post(headers, body);
    expect(res.status, res.text).toBeGreaterThanOrEqual(400);
    expect(res.status, res.text).toBeLessThan(500);
    expect(res.body).toMatchObject({ code: res.status });
    expect((res.body as { message: string }).message).toMatch(/[ạ-ỹà-ý]|Vui|Không|yêu cầu/i);
  });

  it('a body over the limit is a 4xx envelope', async () => {
    const res = await post('Content-Type: application/json\r\n', `{"x":"${'a'.repeat(1024 * 1024 + 10)}"}`);
    expect(res.status, res.text.slice(0, 300)).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(res.body).toMatchObject({ code: res.status, message: 'Yêu cầu quá lớn' });
  });

  it('oversized headers are a 431 envelope in the requested language', async () => {
    const res = await raw(
      `GET /api/health HTTP/1.1\r\nHost: x\r\nAccept-Language: th-TH\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    expect(res.status).toBe(431);
    expect(res.body).toEqual({ code: 431, message: 'ส่วนหัวของคำขอใหญ่เกินไป', data: null });
  });

  it.each([
    [
      'before it, in an earlier packet',
      ['GET /api/health HTTP/1.1\r\nHost: x\r\nAccept-Language: vi-VN\r\n', `X-Big: ${'a'.repeat(20_000)}\r\n\r\n`],
    ],
    [
      'after it, in a later packet',
      ['GET /api/health HTTP/1.1\r\nHost: x\r\n', `X-Big: ${'a'.repeat(20_000)}\r\n`, 'Accept-Language: vi-VN\r\n\r\n'],
    ],
    [
      'with a cookie as large',
      ['GET /api/health HTTP/1.1\r\nHost: x\r\nAccept-Language: vi-VN\r\n', `Cookie: a=${'b'.repeat(17_000)}\r\n\r\n`],
    ],
  ])('oversized headers are a 431 in the requested language, Accept-Language %s', async (_name, packets) => {
    const res = await rawInPackets(packets);
    expect(res.status, res.text.slice(0, 200)).toBe(431);
    expect(res.body).toEqual({ code: 431, message: 'Phần đầu của yêu cầu quá lớn', data: null });
  });

  it('an oversized URL is a 4xx envelope', async () => {
    const res = await raw(`GET /api/sku/search?keyword=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`);
    expect([414, 431]).toContain(res.status);
    expect(res.body).toMatchObject({ code: res.status, data: null });
  });

  it('a path parameter over the router limit is a 414 envelope', async () => {
    const res = await raw(
      `GET /api/images/${'a'.repeat(300)}/1.svg HTTP/1.1\r\nHost: x\r\nAccept-Language: zh-CN\r\nConnection: close\r\n\r\n`,
    );
    expect(res.status).toBe(414);
    expect(res.body).toEqual({ code: 414, message: '网址过长', data: null });
  });

  it('a malformed percent-encoding is a 400 envelope', async () => {
    const res = await raw(
      `GET /api/%E0%A4%A HTTP/1.1\r\nHost: x\r\nAccept-Language: lo-LA\r\nConnection: close\r\n\r\n`,
    );
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ code: 400, message: 'ບໍ່ເຂົ້າໃຈຄຳຮ້ອງນີ້', data: null });
  });

  it('garbage instead of HTTP is a 400 envelope', async () => {
    const res = await raw('HELLO THERE\r\n\r\n');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 400, data: null });
  });
});

describe('slow requests are let go', () => {
  let slowApp: FastifyInstance;
  let slowPort = 0;
  beforeAll(async () => {
    slowApp = await createIdentityApp({ REQUEST_TIMEOUT_MS: '1500', HEADERS_TIMEOUT_MS: '1000' });
    await slowApp.listen({ port: 0, host: '127.0.0.1' });
    slowPort = (slowApp.server.address() as net.AddressInfo).port;
  });
  afterAll(() => slowApp?.close());

  /** A socket that starts a request and then trickles it: a byte every 200 ms, never finishing. */
  function trickle(head: string): Promise<{ closedAfterMs: number; answer: string }> {
    const started = Date.now();
    return new Promise((resolve) => {
      let answer = '';
      const socket = net.connect(slowPort, '127.0.0.1', () => socket.write(head));
      const timer = setInterval(() => socket.writable && socket.write('a'), 200);
      socket.on('data', (d) => (answer += d.toString('utf8')));
      socket.on('error', () => undefined);
      socket.on('close', () => {
        clearInterval(timer);
        resolve({ closedAfterMs: Date.now() - started, answer });
      });
    });
  }

  it('100 sockets trickling a body are all closed once the request time is up, each with a 408 envelope in its language', async () => {
    const head =
      'POST /api/sso/login/password HTTP/1.1\r\nHost: x\r\nAccept-Language: fil-PH\r\n' +
      'Content-Type: application/json\r\nContent-Length: 100000\r\n\r\n{"x":"';
    const sockets = await Promise.all(Array.from({ length: 100 }, () => trickle(head)));
    // 1.5 s to arrive, checked every second: closed within 3.5 s, never held.
    for (const s of sockets) {
      expect(s.closedAfterMs).toBeLessThan(3_500);
      expect(s.answer).toMatch(/^HTTP\/1\.1 408 /);
      // In the language the request asked for, though Node, not Fastify, ends it.
      expect(s.answer).toContain('Masyadong natagalan bago dumating ang kahilingan');
    }
  });

  it('a socket trickling its headers is closed once the header time is up', async () => {
    const s = await trickle('GET /api/health HTTP/1.1\r\nHost: x\r\nX-Slow: ');
    expect(s.closedAfterMs).toBeLessThan(3_000);
  });
});
