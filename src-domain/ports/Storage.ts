/** Small synchronous key-value storage (localStorage in the browser, a map in tests). */
export interface Storage {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
}
