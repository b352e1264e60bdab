import type { Notifier } from '../../src/application/shared/ports';

export class NotifierInMemory implements Notifier {
  readonly shown: { kind: 'success' | 'error' | 'info' | 'loading'; message: string }[] = [];
  readonly dismissed: (string | number | undefined)[] = [];

  success(message: string): void {
    this.shown.push({ kind: 'success', message });
  }

  error(message: string): void {
    this.shown.push({ kind: 'error', message });
  }

  info(message: string): void {
    this.shown.push({ kind: 'info', message });
  }

  loading(message: string): number {
    this.shown.push({ kind: 'loading', message });
    return this.shown.length;
  }

  dismiss(id?: string | number): void {
    this.dismissed.push(id);
  }
}
