import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureHttp, NetworkError, request, resetHttpConfig, TIMEOUT_MS } from '.';

const notify = vi.fn();
let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  notify.mockReset();
  configureHttp({ notify, onUnauthorized: vi.fn(), text: (k) => `text:${k}` });
  vi.useFakeTimers();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  resetHttpConfig();
});

/** Headers at once, then a first chunk of the body, then nothing: the stream never ends. */
const stalled = (contentType: string) =>
  new Response(
    new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"code":200,"message":"ok","data":['));
      },
    }),
    { status: 200, headers: { 'content-type': contentType } },
  );

describe('the 25 s timeout covers the whole call', () => {
  it.each([
    ['a JSON body', 'application/json'],
    ['a binary body', 'image/png'],
  ])('times out when %s stalls after the headers', async (_name, contentType) => {
    fetchMock.mockResolvedValue(stalled(contentType));
    const pending = request({ path: '/stalled' }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(TIMEOUT_MS - 1);
    expect(notify).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    const error = await pending;
    expect(error).toBeInstanceOf(NetworkError);
    expect(error).toMatchObject({ kind: 'timeout' });
    expect(notify).toHaveBeenCalledWith('text:timeout');
  });

  it('counts the time spent on headers and body together', async () => {
    let answer: (r: Response) => void = () => {};
    fetchMock.mockReturnValue(new Promise<Response>((resolve) => (answer = resolve)));
    const pending = request({ path: '/slow-then-stalled' }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(TIMEOUT_MS - 1000);
    answer(stalled('application/json'));
    await vi.advanceTimersByTimeAsync(1000);
    expect(await pending).toMatchObject({ kind: 'timeout' });
  });

  it('lets a caller’s own abort during the body through unreported', async () => {
    fetchMock.mockResolvedValue(stalled('application/json'));
    const caller = new AbortController();
    const pending = request({ path: '/cancelled', signal: caller.signal }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(10);
    caller.abort(new DOMException('cancelled', 'AbortError'));
    const error = await pending;
    expect(error).not.toBeInstanceOf(NetworkError);
    expect(notify).not.toHaveBeenCalled();
  });
});
