import { vi } from 'vitest';

/** One recorded request as the fake API saw it. */
export interface Seen {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  headers: Headers;
}

type Answer = { code: number; message?: string; data?: unknown };
type Handler = (req: Seen) => Answer | Promise<Answer>;

/**
 * The API at the HTTP boundary: `fetch` answers the envelope a handler gives for `METHOD /path`
 * (no /api prefix), and every request is recorded. A path with no handler is a 404 envelope.
 */
export function fakeApi(handlers: Record<string, Handler>) {
  const seen: Seen[] = [];
  const fetchMock = vi.fn(async (input: string, init: RequestInit = {}) => {
    const url = new URL(input, 'http://console.test');
    const req: Seen = {
      method: init.method ?? 'GET',
      path: url.pathname.replace(/^\/api/, ''),
      query: url.searchParams,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      headers: new Headers(init.headers),
    };
    seen.push(req);
    const handler = handlers[`${req.method} ${req.path}`];
    const answer = handler ? await handler(req) : { code: 404, message: 'Not found', data: null };
    return new Response(JSON.stringify({ message: 'ok', data: null, ...answer }), {
      status: answer.code >= 600 ? 409 : answer.code,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { seen, calls: (method: string, path: string) => seen.filter((s) => s.method === method && s.path === path) };
}

export const ok = (data: unknown): Answer => ({ code: 200, message: 'ok', data });
export const fail = (code: number, message: string): Answer => ({ code, message, data: null });
