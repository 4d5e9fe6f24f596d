import { useSyncExternalStore } from 'react';
import { STAFF_ROLES, type StaffRole } from '@storefront/contract/constants';

/**
 * The staff member's session, kept in local storage as the shop keeps its own (`tokenHead + token`,
 * sent as Authorization), under a key of its own: signing in or out of the console never touches a
 * shop session on the same origin.
 */
export interface StaffSession {
  /** `tokenHead + token`, as the login answered it. */
  token: string;
  name: string;
  /** The staff member's roles at sign-in: what the console shows them (the server decides). */
  roles: StaffRole[];
}

const KEY = 'consoleSession';
const listeners = new Set<() => void>();
let cached: StaffSession | null | undefined;

function read(): StaffSession | null {
  try {
    const value = JSON.parse(localStorage.getItem(KEY) ?? 'null') as Partial<StaffSession> | null;
    // A corrupt or foreign value reads as signed out rather than breaking the start.
    const roles = Array.isArray(value?.roles)
      ? value.roles.filter((r): r is StaffRole => (STAFF_ROLES as readonly string[]).includes(r))
      : [];
    return value && typeof value.token === 'string' && typeof value.name === 'string'
      ? { token: value.token, name: value.name, roles }
      : null;
  } catch {
    return null;
  }
}

export function currentSession(): StaffSession | null {
  if (cached === undefined) cached = read();
  return cached;
}

export function saveSession(session: StaffSession | null): void {
  if (session) localStorage.setItem(KEY, JSON.stringify(session));
  else localStorage.removeItem(KEY);
  cached = session;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const useSession = (): StaffSession | null => useSyncExternalStore(subscribe, currentSession, currentSession);
