import { create } from 'zustand';
import type { CustomerSummary, MemberInfo, TokenAnswer } from '@storefront/contract';
import { local, type StoredSession, type TemporaryUser } from '../storage';

/**
 * The user session of spec §3, persisted under the `user` key: tokens, the /sso/info answer
 * (spread flat as the spec names its fields), and staff guest ordering.
 */
export interface SessionState extends StoredSession {
  /** Login stores the token head plus the token (spec §4); the info comes with setInfo. */
  setLogin: (answer: TokenAnswer) => void;
  setToken: (token: string) => void;
  setVisitorToken: (visitorToken: string) => void;
  setInfo: (info: MemberInfo) => void;
  /** E.g. the new memberDto answered by a profile update. */
  setMemberDto: (memberDto: MemberInfo['memberDto']) => void;
  /**
   * Staff starts ordering for a customer (spec §4 proxy login): the staff session is kept aside as
   * temporaryUser, isGuestOrdering is 1 and the customer's token replaces the staff one.
   */
  startGuestOrdering: (customerToken: TokenAnswer, customer: CustomerSummary) => void;
  /** Back to the staff member's own session; false when there was none to restore. */
  exitGuestOrdering: () => boolean;
  clearTemporaryUser: () => void;
  /** Clears the member (not the visitor token: a visitor can keep browsing). */
  reset: () => void;
}

/** Recent customers kept for the staff member's guest order block. */
export const GUEST_LOGIN_MAX = 5;

const INFO_KEYS = [
  'id',
  'isRegulars',
  'accounts',
  'memberDto',
  'memberReceiveAddressList',
  'actingStaff',
  'canManipulateOrder',
] as const satisfies readonly (keyof MemberInfo)[];

const noInfo: Partial<MemberInfo> = Object.fromEntries(INFO_KEYS.map((k) => [k, undefined]));

const empty: StoredSession = {
  token: '',
  visitorToken: '',
  temporaryUser: null,
  isGuestOrdering: 0,
  guestLoginList: [],
  ...noInfo,
};

const snapshot = (s: SessionState): StoredSession => {
  const out: StoredSession = {
    token: s.token,
    visitorToken: s.visitorToken,
    temporaryUser: s.temporaryUser,
    isGuestOrdering: s.isGuestOrdering,
    guestLoginList: s.guestLoginList,
  };
  for (const k of INFO_KEYS) if (s[k] !== undefined) Object.assign(out, { [k]: s[k] });
  return out;
};

export const useSessionStore = create<SessionState>()((set, get) => {
  // Every change is written through, so a reload or a second tab sees the same session.
  const update = (patch: Partial<StoredSession>) => {
    set(patch);
    local.set('user', snapshot(get()));
  };
  return {
    ...empty,
    ...local.get('user'),
    setLogin: ({ tokenHead, token }) => update({ ...noInfo, token: tokenHead + token }),
    setToken: (token) => update({ token }),
    setVisitorToken: (visitorToken) => update({ visitorToken }),
    setInfo: (info) => update(Object.fromEntries(INFO_KEYS.map((k) => [k, info[k]]))),
    setMemberDto: (memberDto) => update({ memberDto }),
    startGuestOrdering: (answer, customer) => {
      const s = get();
      // Starting again from inside guest mode keeps the original staff session, not the customer's.
      const staff: TemporaryUser = s.temporaryUser ?? {
        id: s.id ?? 0,
        token: s.token,
        bdUsername: s.memberDto?.username ?? '',
      };
      const recent = [customer, ...s.guestLoginList.filter((c) => c.id !== customer.id)].slice(0, GUEST_LOGIN_MAX);
      update({
        ...noInfo,
        temporaryUser: staff,
        isGuestOrdering: 1,
        token: answer.tokenHead + answer.token,
        guestLoginList: recent,
      });
    },
    exitGuestOrdering: () => {
      const staff = get().temporaryUser;
      // Nothing to restore (already exited, e.g. by a 401 of the customer's token): change nothing.
      if (!staff) return false;
      update({ ...noInfo, temporaryUser: null, isGuestOrdering: 0, token: staff.token });
      return true;
    },
    clearTemporaryUser: () => update({ temporaryUser: null, isGuestOrdering: 0 }),
    reset: () => {
      const { visitorToken } = get();
      set({ ...empty, visitorToken });
      local.remove('user');
      // The visitor token outlives the member: keep it so the visitor cart still works.
      if (visitorToken) local.set('user', { ...empty, visitorToken });
    },
  };
});

export const getToken = (): string => useSessionStore.getState().token;
export const isLoggedIn = (): boolean => !!useSessionStore.getState().token;
/**
 * Staff who may order for customers (spec §6): the proxyOrder role with MANIPULATE_ORDER_PERMISSION
 * on. The server answers both together as canManipulateOrder; the setting is checked as well so
 * the entry disappears at once when the setting is switched off.
 */
export const isStaff = (s: Pick<StoredSession, 'canManipulateOrder' | 'memberDto'>, settingOn: boolean): boolean =>
  settingOn && !!s.canManipulateOrder && !!s.memberDto?.roles.includes('proxyOrder');
