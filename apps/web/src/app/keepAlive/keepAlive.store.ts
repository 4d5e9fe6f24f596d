import { create } from 'zustand';

/** Spec §2 / §9: at most 20 views alive, and these route names kept by default. */
export const MAX_KEPT_VIEWS = 20;
export const DEFAULT_KEEP_ALIVE = [
  'Home',
  'SearchList',
  'ShoppingCart',
  'SubmitOrder',
  'FrequentPurchases',
  'Promotion',
  'SpecialList',
] as const;

export interface KeepAliveState {
  /** Route names whose views stay alive when the user leaves them. */
  include: string[];
  replace: (names: readonly string[]) => void;
  add: (name: string) => void;
  remove: (name: string) => void;
  clear: () => void;
  /** Checkout keeps its form while the user picks a coupon or address, and drops it after. */
  keepSubmitOrder: (on: boolean) => void;
  reset: () => void;
}

export const useKeepAliveStore = create<KeepAliveState>()((set) => ({
  include: [...DEFAULT_KEEP_ALIVE],
  replace: (names) => set({ include: [...new Set(names)] }),
  add: (name) => set((s) => (s.include.includes(name) ? s : { include: [...s.include, name] })),
  remove: (name) => set((s) => ({ include: s.include.filter((n) => n !== name) })),
  clear: () => set({ include: [] }),
  keepSubmitOrder: (on) =>
    set((s) => ({
      include: on
        ? s.include.includes('SubmitOrder')
          ? s.include
          : [...s.include, 'SubmitOrder']
        : s.include.filter((n) => n !== 'SubmitOrder'),
    })),
  reset: () => set({ include: [...DEFAULT_KEEP_ALIVE] }),
}));

/** The same operations for code outside React (e.g. after placing an order). */
export const keepAlive = {
  replace: (names: readonly string[]) => useKeepAliveStore.getState().replace(names),
  add: (name: string) => useKeepAliveStore.getState().add(name),
  remove: (name: string) => useKeepAliveStore.getState().remove(name),
  clear: () => useKeepAliveStore.getState().clear(),
  keepSubmitOrder: (on: boolean) => useKeepAliveStore.getState().keepSubmitOrder(on),
};
