import type { Logger } from '@domain/ports/Logger';

export class ConsoleLogger implements Logger {
  error(message: string, cause?: unknown): void {
    console.error(message, cause ?? '');
  }

  warn(message: string, detail?: unknown): void {
    console.warn(message, detail ?? '');
  }
}
