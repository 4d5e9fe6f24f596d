import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getCountry, getSettings } from '@storefront/contract/routes';
import { ApiError, NetworkError, call, configureHttp, request, resetHttpConfig, TIMEOUT_MS } from '.';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json; charset=utf-8' } });

let fetchMock: ReturnType<typeof vi.fn<(url: string, init: RequestInit) => Promise<Response>>>;
const notify = vi.fn();
const onUnauthorized = vi.fn();

beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  notify.mockReset();
  onUnauthorized.mockReset();
  configureHttp({ notify, onUnauthorized, text: (k) => `text:${k}` });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  resetHttpConfig();
});

const sentHeaders = () => new Headers(fetchMock.mock.calls[0]![1].headers);

describe('request', () => {
  it('sends the spec headers from the injected provider and drops empty ones', async () => {
    configureHttp({
      headers: () => ({
        'Accept-Language': 'th-TH',
        Authorization: 'Bearer t',
        GuestAuthorization: 'v',
        originalMemberId: undefined,
        qrCode: 'uid-1',
        deviceIdentifier: 'fp',
      }),
    });
    fetchMock.mockResolvedValue(json({ code: 200, message: 'ok', data: 1 }));
    await request({ path: '/x', query: { a: 1, b: undefined, c: [2, 3] } });
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/x?a=1&c=2&c=3');
    const h = sentHeaders();
    expect(h.get('platform')).toBe('H5');
    expect(h.get('accept-language')).toBe('th-TH');
    expect(h.get('authorization')).toBe('Bearer t');
    expect(h.get('guestauthorization')).toBe('v');
    expect(h.get('qrcode')).toBe('uid-1');
    expect(h.get('deviceidentifier')).toBe('fp');
    expect(h.has('originalmemberid')).toBe(false);
  });

  it('resolves data on code 200 and sends JSON bodies', async () => {
    fetchMock.mockResolvedValue(json({ code: 200, message: 'ok', data: { id: 7 } }));
    await expect(request({ method: 'POST', path: '/y', body: { a: 1 } })).resolves.toEqual({ id: 7 });
    const init = fetchMock.mock.calls[0]![1];
    expect(init.body).toBe('{"a":1}');
    expect(sentHeaders().get('content-type')).toBe('application/json');
    expect(notify).not.toHaveBeenCalled();
  });

  it('shows the success message only when asked', async () => {
    fetchMock.mockResolvedValue(json({ code: 200, message: 'Code sent', data: null }));
    await request({ path: '/sms', showSuccess: true });
    expect(notify).toHaveBeenCalledWith('Code sent');
  });

  it('shows the message of another code and rejects with ApiError', async () => {
    fetchMock.mockResolvedValue(json({ code: 409, message: 'Out of stock', data: { sku: 1 } }, 409));
    const error = await request({ path: '/z' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 409, message: 'Out of stock', data: { sku: 1 } });
    expect(notify).toHaveBeenCalledWith('Out of stock');
  });

  it('keeps quiet for silent requests and for code 681', async () => {
    fetchMock.mockResolvedValueOnce(json({ code: 422, message: 'Bad', data: null }, 422));
    await expect(request({ path: '/a', silent: true })).rejects.toBeInstanceOf(ApiError);
    fetchMock.mockResolvedValueOnce(json({ code: 681, message: 'Handled', data: null }, 409));
    await expect(request({ path: '/b' })).rejects.toMatchObject({ code: 681 });
    expect(notify).not.toHaveBeenCalled();
  });

  it("a form's field errors stay at the fields (no toast on top), its other errors still show", async () => {
    const fields = { fields: [{ path: 'body.password', message: 'Wrong password' }] };
    fetchMock.mockResolvedValueOnce(json({ code: 422, message: 'Check the fields', data: fields }, 422));
    await expect(request({ path: '/login', silent: 'fields' })).rejects.toMatchObject({ data: fields });
    expect(notify).not.toHaveBeenCalled();
    fetchMock.mockResolvedValueOnce(json({ code: 429, message: 'Too many tries', data: null }, 429));
    await expect(request({ path: '/login', silent: 'fields' })).rejects.toBeInstanceOf(ApiError);
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(request({ path: '/login', silent: 'fields' })).rejects.toBeInstanceOf(NetworkError);
    expect(notify.mock.calls).toEqual([['Too many tries'], ['text:network']]);
  });

  it('calls the reset handler on 401', async () => {
    fetchMock.mockResolvedValue(json({ code: 401, message: 'Please log in', data: null }, 401));
    await expect(request({ path: '/me' })).rejects.toMatchObject({ code: 401 });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(notify).toHaveBeenCalledWith('Please log in');
  });

  it('passes binary answers through as a Blob', async () => {
    fetchMock.mockResolvedValue(
      new Response(new Uint8Array([1, 2, 3]), { headers: { 'content-type': 'application/pdf' } }),
    );
    const blob = await request<Blob>({ path: '/invoice.pdf' });
    expect(blob).toBeInstanceOf(Blob);
    expect(blob.size).toBe(3);
  });

  it('shows a translated message and rejects on a network error', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(request({ path: '/n' })).rejects.toMatchObject({ kind: 'network', message: 'text:network' });
    expect(notify).toHaveBeenCalledWith('text:network');
  });

  it('offline, leaves a failed read to its screen and still says a failed write', async () => {
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
      await expect(request({ path: '/read' })).rejects.toBeInstanceOf(NetworkError);
      expect(notify).not.toHaveBeenCalled();
      await expect(request({ method: 'POST', path: '/write', body: {} })).rejects.toBeInstanceOf(NetworkError);
      expect(notify).toHaveBeenCalledWith('text:network');
    } finally {
      online.mockRestore();
    }
  });

  it('aborts after 25 s and reports a timeout', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(
      (_url: string, init: RequestInit) =>
        new Promise((_, reject) =>
          init.signal!.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        ),
    );
    const pending = request({ path: '/slow' }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(TIMEOUT_MS - 1);
    expect(notify).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    const error = await pending;
    expect(error).toBeInstanceOf(NetworkError);
    expect(error).toMatchObject({ kind: 'timeout' });
    expect(notify).toHaveBeenCalledWith('text:timeout');
  });
});

describe('call', () => {
  const country = {
    countryCode: 'TH',
    name: 'Thailand',
    phoneCode: '66',
    currencyCode: 'THB',
    currencySymbol: '฿',
    currencyStep: 0.01,
    currencyDigits: 2,
    languageCode: 'th-TH',
    isDefault: true,
    languages: ['th-TH', 'en-US'],
  };
  it('uses the endpoint’s method and path and returns typed data', async () => {
    fetchMock.mockResolvedValue(json({ code: 200, message: 'ok', data: [country] }));
    const list = await call(getCountry);
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/global/base/getCountry');
    expect(fetchMock.mock.calls[0]![1].method).toBe('GET');
    expect(list[0]?.currencyCode).toBe('THB');
  });
  it('logs a contract mismatch but still returns the answer', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    fetchMock.mockResolvedValue(json({ code: 200, message: 'ok', data: { wrong: true } }));
    await expect(call(getSettings, {}, { silent: true })).resolves.toEqual({ wrong: true });
    expect(error).toHaveBeenCalled();
  });
});
