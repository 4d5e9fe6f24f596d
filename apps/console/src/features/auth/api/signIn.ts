import { TOKEN_HEAD } from '@storefront/contract/constants';
import { getMemberInfo, getSettings, loginByPassword, logout, opsListOrders } from '@storefront/contract/routes';
import { ApiError, call } from '../../../lib/http';
import { md5 } from '../../../lib/md5';
import { saveSession, type StaffSession } from '../../../lib/session';

/** The account signed in but is not staff: its session is ended at once. */
export class NotStaffError extends Error {
  override readonly name = 'NotStaffError';
}

export interface SignInInput {
  phoneCountryCode: string;
  phoneNumber: string;
  password: string;
}

/**
 * Signs in with the shop's password login (the password travels as MD5(password + the shop's
 * suffix), as the shop sends it), then proves the account is staff with the smallest staff-only
 * read: one order of the staff order list. A 403 there means a customer, whose new session is
 * ended so that no customer token is left behind in the console.
 */
export async function signIn(input: SignInInput): Promise<StaffSession> {
  const { PASSWORD_MD5_SUFFIX } = await call(getSettings);
  const answer = await call(loginByPassword, {
    body: {
      phoneCountryCode: input.phoneCountryCode,
      phoneNumber: input.phoneNumber.trim(),
      password: md5(input.password + PASSWORD_MD5_SUFFIX),
    },
  });
  const token = `${answer.tokenHead ?? TOKEN_HEAD}${answer.token}`;
  try {
    await call(opsListOrders, { query: { pageNum: 1, pageSize: 1 } }, { token });
  } catch (error) {
    if (error instanceof ApiError && error.code === 403) {
      await call(logout, undefined, { token }).catch(() => undefined);
      throw new NotStaffError();
    }
    throw error;
  }
  const info = await call(getMemberInfo, undefined, { token });
  const session = { token, name: info.memberDto.nickname || info.memberDto.username };
  saveSession(session);
  return session;
}

/** Ends the session on the server too (the token is dead everywhere), then forgets it here. */
export async function signOut(): Promise<void> {
  await call(logout).catch(() => undefined);
  saveSession(null);
}
