import { useCallback, useDebugValue, useSyncExternalStore } from 'react';
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { create as zustandCreate } from 'zustand';

/**
 * zustand's React binding, except that a server render and a hydration read the store's current
 * state, not the state it was created with. The server fills the stores (locale,
 * warehouse) for the page it draws; the browser hydrates after its boot has filled them the same
 * way. zustand's own binding would draw the empty initial state on both sides instead. Vite
 * resolves `zustand` to this file (vite.config.ts); everything else is zustand's.
 */
const identity = <T>(arg: T) => arg;

function useStoreImpl<S, U>(api: StoreApi<S>, selector: (state: S) => U = identity as (state: S) => U): U {
  const get = useCallback(() => selector(api.getState()), [api, selector]);
  const slice = useSyncExternalStore(api.subscribe, get, get);
  useDebugValue(slice);
  return slice;
}

type Creator<S> = (set: StoreApi<S>['setState'], get: StoreApi<S>['getState'], api: StoreApi<S>) => S;

const createImpl = <S>(createState: Creator<S>) => {
  const api = createStore<S>()(createState);
  const useBoundStore = <U>(selector?: (state: S) => U) => useStoreImpl(api, selector);
  Object.assign(useBoundStore, api);
  return useBoundStore;
};

export const useStore = useStoreImpl;
export const create = (<S>(createState?: Creator<S>) =>
  createState ? createImpl(createState) : createImpl) as unknown as typeof zustandCreate;
