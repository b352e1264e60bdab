import { createRoot } from 'react-dom/client';
import { ToastContainer, toast } from 'react-toastify';

/** Spec §9: at most 20 toasts at once. */
export const TOAST_LIMIT = 20;

let host: HTMLElement | null = null;

/**
 * The toasts' own React root at the end of <body>, made when the first toast is asked for: a page that never shows
 * one never loads react-toastify (it brings its styles with it). Toasts asked for before the container is there wait
 * in react-toastify's queue. One host per document, however many containers the app (or a test) builds.
 */
export function toastsIn(doc: Document): typeof toast {
  if (!host?.isConnected) {
    host = doc.createElement('div');
    host.className = 'toast-host';
    doc.body.append(host);
    createRoot(host).render(<ToastContainer position="bottom-right" limit={TOAST_LIMIT} newestOnTop />);
  }
  return toast;
}
