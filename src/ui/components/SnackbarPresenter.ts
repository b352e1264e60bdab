import { injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';

export const SNACKBAR_TYPES = ['success', 'danger', 'warning', 'neutral', 'info'] as const;
export type SnackbarType = (typeof SNACKBAR_TYPES)[number];

export interface SnackbarOptions {
  /** Omitted: the default text, "Loading.." (translated). */
  text?: string;
  type?: SnackbarType;
  closable?: boolean;
  /** Hide after this many ms; omitted: stays until hidden. */
  autoHideMs?: number;
}

/** Spec §2: default confirmation "Done!", type success, hidden after 1 s. */
export const CONFIRM_HIDE_MS = 1000;

@injectable()
export class SnackbarPresenter {
  visible = false;
  /** null means the translated default for the current kind ("Loading.." or "Done!"). */
  text: string | null = null;
  defaultTextKey: 'snackbar.loading' | 'snackbar.done' = 'snackbar.loading';
  type: SnackbarType = 'neutral';
  closable = false;
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor() {
    makeAutoObservable<this, 'timer'>(this, { timer: false });
  }

  show(options: SnackbarOptions = {}): void {
    this.clearTimer();
    this.text = options.text ?? null;
    this.defaultTextKey = 'snackbar.loading';
    this.type = options.type ?? 'neutral';
    this.closable = options.closable ?? false;
    this.visible = true;
    if (options.autoHideMs !== undefined) this.timer = setTimeout(() => this.hide(), options.autoHideMs);
  }

  confirm(options: SnackbarOptions = {}): void {
    this.show({ type: 'success', autoHideMs: CONFIRM_HIDE_MS, ...options });
    this.defaultTextKey = 'snackbar.done';
  }

  hide(): void {
    this.clearTimer();
    this.visible = false;
  }

  private clearTimer(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }
}
