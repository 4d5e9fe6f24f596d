import { TOKEN_HEAD } from '@storefront/contract/constants';
import { getMemberInfo, getSettings, loginByPassword, logout, myStaffRoles } from '@storefront/contract/routes';
import { CONSOLE_ROLES } from '../../../lib/sections';
import { call } from '../../../lib/http';
import { md5 } from '@storefront/contract/md5';
import { saveSession, type StaffSession } from '../../../lib/session';

/** The account signed in but is not staff: its session is ended at once. */
export class NotStaffError extends Error {
  override readonly name = 'NotStaffError';
}

/** Staff whose roles have no screen in the console (sales order for customers in the shop). */
export class NoConsoleRoleError extends Error {
  override readonly name = 'NoConsoleRoleError';
}

export interface SignInInput {
  phoneCountryCode: string;
  phoneNumber: string;
  password: string;
}

/**
 * Signs in with the shop's password login (the password travels as MD5(password + the shop's
 * suffix), as the shop sends it), then reads the account's staff roles. Without a role the console
 * has screens for, the new session is ended so that no token is left behind in the console.
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
  const { roles } = await call(myStaffRoles, undefined, { token });
  if (!roles.some((role) => (CONSOLE_ROLES as readonly string[]).includes(role))) {
    await call(logout, undefined, { token }).catch(() => undefined);
    throw roles.length ? new NoConsoleRoleError() : new NotStaffError();
  }
  const info = await call(getMemberInfo, undefined, { token });
  const session = { token, name: info.memberDto.nickname || info.memberDto.username, roles };
  saveSession(session);
  return session;
}

/** Ends the session on the server too (the token is dead everywhere), then forgets it here. */
export async function signOut(): Promise<void> {
  await call(logout).catch(() => undefined);
  saveSession(null);
}
