import 'react-toastify/dist/ReactToastify.css';
import { ToastContainer } from 'react-toastify';

/** Spec §9: at most 20 toasts at once. */
export const TOAST_LIMIT = 20;

/** Loaded after the first render (React.lazy): toasts are never needed before the page is there. */
export default function Toasts() {
  return <ToastContainer position="bottom-right" limit={TOAST_LIMIT} newestOnTop />;
}
