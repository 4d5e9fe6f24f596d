import { createHash } from 'node:crypto';
import type { Operations } from './cli.js';

const PATHS: Record<string, string> = {
  review: '/ops/order/review',
  start: '/ops/order/startProcessing',
  ship: '/ops/order/ship',
  ready: '/ops/order/readyForPickup',
  complete: '/ops/order/complete',
  paid: '/ops/order/confirmPayment',
  cancel: '/ops/order/cancel',
  refund: '/ops/order/refund',
};

/** The staff operations API of a running server, logged in as a staff member by password. */
export async function apiOperations(
  base: string,
  phone: string,
  password: string,
  country: string,
): Promise<Operations> {
  const request = async (method: 'GET' | 'POST', path: string, body?: unknown, token?: string) => {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: {
        'content-type': 'application/json',
        'accept-language': 'en-US',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = (await res.json()) as { code: number; message: string; data: unknown };
    if (json.code !== 200) throw Object.assign(new Error(json.message), { code: json.code });
    return json.data;
  };
  const settings = (await request('GET', '/app/setting/get')) as { PASSWORD_MD5_SUFFIX: string };
  const digest = createHash('md5').update(`${password}${settings.PASSWORD_MD5_SUFFIX}`).digest('hex');
  const { token } = (await request('POST', '/sso/login/password', {
    phoneCountryCode: country,
    phoneNumber: phone,
    password: digest,
  })) as {
    token: string;
  };
  return {
    list: (status) =>
      request(
        'GET',
        status === 'receipts'
          ? '/ops/order/list?receiptToCheck=true'
          : `/ops/order/list?status=${encodeURIComponent(status)}`,
        undefined,
        token,
      ),
    run: (command, orderId, args) => {
      if (command === 'show') return request('GET', `/ops/order/detail?orderId=${orderId}`, undefined, token);
      const path = PATHS[command];
      if (!path) return Promise.reject(new Error(`unknown command ${command}`));
      const extra =
        command === 'ship'
          ? { trackingNumber: args[0] }
          : command === 'cancel'
            ? { reason: args.join(' ') }
            : command === 'refund'
              ? { note: args.join(' ') || undefined }
              : {};
      return request('POST', path, { orderId, ...extra }, token);
    },
    expire: () => Promise.reject(new Error('expire runs in direct mode (the server runs it by itself every 30 s)')),
    check: () => Promise.reject(new Error('check runs in direct mode')),
    close: async () => {},
  };
}
