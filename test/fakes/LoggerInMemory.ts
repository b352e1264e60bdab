import type { Logger } from '../../src/application/shared/ports';

export class LoggerInMemory implements Logger {
  readonly errors: unknown[][] = [];
  readonly warnings: unknown[][] = [];

  error(message: string, ...details: unknown[]): void {
    this.errors.push([message, ...details]);
  }

  warn(message: string, ...details: unknown[]): void {
    this.warnings.push([message, ...details]);
  }
}
