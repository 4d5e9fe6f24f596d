import { visitorToken } from '@storefront/contract/routes';
import type { CallOptions } from '../../../lib/http';
import { call } from '../../../lib/http';

/** Asked once per device at boot; the answer goes to the session store as GuestAuthorization. */
export const fetchVisitorToken = (visitorId: string, opts?: CallOptions) =>
  call(visitorToken, { body: { visitorId } }, { ...opts, opensSession: true });
