import { createHash } from 'node:crypto';
import type { Page } from 'playwright-core';

/**
 * The warehouse's side of a journey, as operations staff do it through the operations API with
 * their own session (Vy Hoàng, the demo operations account): `(action, orderId)` → the envelope code.
 */
export async function operations(page: Page) {
  const password = createHash('md5').update('ops12345storefront-h5').digest('hex');
  const login = await page.request.post('/api/sso/login/password', {
    data: { phoneCountryCode: '84', phoneNumber: '938123409', password },
  });
  const { tokenHead, token } = ((await login.json()) as { data: { tokenHead: string; token: string } }).data;
  return async (action: string, orderId: number, data: Record<string, unknown> = {}) => {
    const res = await page.request.post(`/api/ops/order/${action}`, {
      data: { orderId, ...data },
      headers: { authorization: `${tokenHead}${token}` },
    });
    return ((await res.json()) as { code: number }).code;
  };
}
