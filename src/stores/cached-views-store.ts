import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';

/** Spec §3/§4: the names of the views kept alive (their state survives leaving and coming back), oldest first. */
export interface CachedViewsState {
  cachedViews: string[];
}

export interface CachedViewsActions {
  /** Adds a view only when it is flagged keep-alive and not yet cached. */
  add(name: string, keepAlive: boolean | undefined): void;
  /** Removes one view. */
  remove(name: string): void;
  /** Keeps only `name` (if it was cached) and removes every other view. */
  removeOthers(name: string): void;
  /** Removes every view. */
  clear(): void;
}

export type CachedViewsStore = CachedViewsState & CachedViewsActions;

/**
 * The one cached-views store; `<KeepAliveOutlet/>` drives it and a tab bar may call remove/removeOthers/clear.
 *
 * @example cachedViewsStore.getState().remove('/policy')
 */
export const cachedViewsStore = createStore<CachedViewsStore>()((set) => ({
  cachedViews: [],
  add(name, keepAlive) {
    set((state) => (keepAlive && !state.cachedViews.includes(name) ? { cachedViews: [...state.cachedViews, name] } : state));
  },
  remove(name) {
    set((state) => (state.cachedViews.includes(name) ? { cachedViews: state.cachedViews.filter((view) => view !== name) } : state));
  },
  removeOthers(name) {
    set((state) => ({ cachedViews: state.cachedViews.filter((view) => view === name) }));
  },
  clear() {
    set({ cachedViews: [] });
  },
}));

/** Selects from the cached-views store inside React. */
export function useCachedViews<T>(selector: (state: CachedViewsStore) => T): T {
  return useStore(cachedViewsStore, selector);
}
