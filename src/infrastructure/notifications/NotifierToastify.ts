import type { Notifier } from '../../application/shared/ports';

/** Spec §9: success 2000 ms, error 4000 ms, plain 4000 ms, loading without limit. */
export const TOAST_DURATIONS = { success: 2000, error: 4000, info: 4000 } as const;

type Toast = typeof import('react-toastify').toast;

/**
 * react-toastify and its container are loaded on first use, keeping them out of the page's load (docs/decisions.md §6). Ids
 * are ours, so loading() can answer at once and dismiss() works before the library has arrived.
 */
export class NotifierToastify implements Notifier {
  private module: Promise<{ toast: Toast }> | null = null;
  private nextId = 0;

  /** The page the toasts appear on; the browser's document unless a test gives its own. */
  constructor(private readonly doc?: Document) {}

  private toast(): Promise<{ toast: Toast }> {
    this.module ??= import('./toastHost').then(({ toastsIn }) => ({ toast: toastsIn(this.doc ?? document) }));
    return this.module;
  }

  success(message: string): void {
    void this.toast().then(({ toast }) => toast.success(message, { autoClose: TOAST_DURATIONS.success }));
  }

  error(message: string): void {
    void this.toast().then(({ toast }) => toast.error(message, { autoClose: TOAST_DURATIONS.error }));
  }

  info(message: string): void {
    void this.toast().then(({ toast }) => toast(message, { autoClose: TOAST_DURATIONS.info }));
  }

  loading(message: string): string {
    const toastId = `loading-${++this.nextId}`;
    void this.toast().then(({ toast }) => toast.loading(message, { autoClose: false, toastId }));
    return toastId;
  }

  dismiss(id?: string | number): void {
    void this.toast().then(({ toast }) => toast.dismiss(id));
  }
}
