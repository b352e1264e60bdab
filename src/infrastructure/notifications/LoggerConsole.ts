import type { Logger } from '../../application/shared/ports';

export class LoggerConsole implements Logger {
  error(message: string, ...details: unknown[]): void {
    console.error(message, ...details);
  }

  warn(message: string, ...details: unknown[]): void {
    console.warn(message, ...details);
  }
}
