import { create } from 'zustand';
import { local, type StoredSession, type TemporaryUser } from '../storage';

/**
 * The user session of spec §3, persisted under the `user` key. The login issue fills `info`
 * from /sso/info and adds login/logout actions; guards and HTTP headers only need what is here.
 */
export interface SessionState extends StoredSession {
  setToken: (token: string) => void;
  setVisitorToken: (visitorToken: string) => void;
  setInfo: (info: unknown) => void;
  /** Staff starts ordering for a customer: keep own session aside, act with the customer's token. */
  startGuestOrdering: (staff: TemporaryUser, customerToken: string) => void;
  exitGuestOrdering: () => void;
  /** Clears the member (not the visitor token: a visitor can keep browsing). */
  reset: () => void;
}

const empty: StoredSession = {
  token: '',
  visitorToken: '',
  temporaryUser: null,
  isGuestOrdering: 0,
  guestLoginList: [],
  info: null,
};

const snapshot = (s: SessionState): StoredSession => ({
  token: s.token,
  visitorToken: s.visitorToken,
  temporaryUser: s.temporaryUser,
  isGuestOrdering: s.isGuestOrdering,
  guestLoginList: s.guestLoginList,
  info: s.info,
});

export const useSessionStore = create<SessionState>()((set, get) => {
  // Every change is written through, so a reload or a second tab sees the same session.
  const update = (patch: Partial<StoredSession>) => {
    set(patch);
    local.set('user', snapshot(get()));
  };
  return {
    ...empty,
    ...local.get('user'),
    setToken: (token) => update({ token }),
    setVisitorToken: (visitorToken) => update({ visitorToken }),
    setInfo: (info) => update({ info }),
    startGuestOrdering: (staff, customerToken) =>
      update({ temporaryUser: staff, isGuestOrdering: 1, token: customerToken }),
    exitGuestOrdering: () => {
      const staff = get().temporaryUser;
      update({ temporaryUser: null, isGuestOrdering: 0, token: staff?.token ?? '' });
    },
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
