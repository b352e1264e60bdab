import type { Logger } from '../../../server/platform/ports';

/** The server's log kept in memory, so a test can read what an operator would be told. */
export class LoggerInMemory implements Logger {
  readonly lines: { level: 'info' | 'warn' | 'error'; details: object; message: string }[] = [];

  info(details: object, message: string): void {
    this.lines.push({ level: 'info', details, message });
  }

  warn(details: object, message: string): void {
    this.lines.push({ level: 'warn', details, message });
  }

  error(details: object, message: string): void {
    this.lines.push({ level: 'error', details, message });
  }
}
