export interface Logger {
  error(message: string, cause?: unknown): void;
  warn(message: string, detail?: unknown): void;
}
