import { UI_CONSTANTS } from '../constants';

export type ToastVariant = 'success' | 'info' | 'warning' | 'danger';

export interface ToastOptions {
  text: string;
  variant?: ToastVariant;
  /** A toast with a code is ignored while one with the same code is on screen. */
  code?: number;
  durationMs?: number;
}

export interface OpenToast extends ToastOptions {
  id: number;
}

export interface ToastStore {
  show(options: ToastOptions): number | null;
  dismiss(id: number): void;
  list(): readonly OpenToast[];
  subscribe(listener: () => void): () => void;
}

export function createToastStore(timers: Pick<typeof globalThis, 'setTimeout'> = globalThis): ToastStore {
  let toasts: readonly OpenToast[] = [];
  let nextId = 1;
  const listeners = new Set<() => void>();
  const emit = () => listeners.forEach((listener) => listener());
  const store: ToastStore = {
    show(options) {
      if (options.code !== undefined && toasts.some((toast) => toast.code === options.code)) return null;
      const toast = { ...options, id: nextId++ };
      toasts = [...toasts, toast];
      emit();
      timers.setTimeout(() => store.dismiss(toast.id), options.durationMs ?? UI_CONSTANTS.toastDurationMs);
      return toast.id;
    },
    dismiss(id) {
      if (!toasts.some((toast) => toast.id === id)) return;
      toasts = toasts.filter((toast) => toast.id !== id);
      emit();
    },
    list: () => toasts,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return store;
}

/** The page's toasts, drawn by the shell's host. */
export const toasts = createToastStore();
