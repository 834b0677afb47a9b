import type { ExternalToast } from 'sonner';
import { createStore } from 'zustand/vanilla';

type ToastApi = (typeof import('sonner'))['toast'];

/** Whether the toaster is wanted yet; it (and sonner) load on the first toast, keeping them off first paint. */
export const toasterStore = createStore<{ wanted: boolean }>()(() => ({ wanted: false }));

let sonner: Promise<ToastApi> | undefined;
let markMounted: () => void = () => undefined;
const mounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});

/** Called by the toaster once it listens, so toasts raised before it loaded are not lost. */
export function toasterMounted(): void {
  markMounted();
}

function show(run: (api: ToastApi) => void): void {
  toasterStore.setState({ wanted: true });
  sonner ??= import('sonner').then((module) => module.toast);
  void Promise.all([sonner, mounted]).then(([api]) => run(api));
}

/**
 * The app's toasts. Same calls as sonner's `toast`, loaded on first use.
 *
 * @example toast.error('服务器异常', { id: '服务器异常' })
 */
export const toast = {
  error(message: string, options?: ExternalToast): void {
    show((api) => api.error(message, options));
  },
  success(message: string, options?: ExternalToast): void {
    show((api) => api.success(message, options));
  },
  info(message: string, options?: ExternalToast): void {
    show((api) => api.info(message, options));
  },
};
