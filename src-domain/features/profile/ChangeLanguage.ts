import { isApiError, outcomeUnknown, reportedMark } from '@domain/shared/ApiError';
import { parseLanguage, type Language } from '@domain/model/language';
import type { Api, LanguageChange } from '@domain/ports/Api';
import { Flow } from '@domain/shared/Flow';

export interface LanguageState {
  /** The language the interface shows now (a pending choice included). */
  current(): Language;
  /** The language the server's profile holds, once known. */
  confirmed(): Language | null;
  /** Shows `language` at once, before the server answers; null clears the pending choice. */
  setPending(language: Language | null): void;
  /** Reloads the profile (for a server that accepts without sending it back). */
  refresh(): Promise<void>;
}

export interface ChangeLanguageDeps {
  readonly api: Pick<Api, 'setLanguage'>;
  readonly state: LanguageState;
}

export type ChangeLanguageOutcome =
  | { readonly kind: 'changed'; readonly language: Language }
  /** Not ru or en (case-insensitive): nothing was sent. */
  | { readonly kind: 'invalid' }
  /** Already the language shown: nothing was sent. */
  | { readonly kind: 'unchanged' }
  /** A change is already waiting for the server. */
  | { readonly kind: 'busy' }
  /** Rolled back to `language`; `serverMessage` is the server's own text, if any. */
  | {
      readonly kind: 'failed'; readonly language: Language; readonly serverMessage: string | null;
      /** The transport policy has told the player already (401, 403, no connection). */
      readonly reported?: true;
    };

/**
 * Spec §4/§5 language change: ru or en, case-insensitive; optimistic (the interface switches at
 * once) and rolled back to the previous language when the call fails or the server answers false.
 * When the failure leaves the outcome unknown, the profile is re-read first and its language wins.
 */
export class ChangeLanguage extends Flow<{ readonly changing: boolean }> {
  constructor(private readonly deps: ChangeLanguageDeps) {
    super({ changing: false });
  }

  /** True while a change waits for the server (the toggle shows a spinner). */
  get changing(): boolean {
    return this.state.changing;
  }

  /** The other language: what the toggle switches to. */
  toggleTarget(): Language {
    return this.deps.state.current() === 'ru' ? 'en' : 'ru';
  }

  async change(requested: string): Promise<ChangeLanguageOutcome> {
    const language = parseLanguage(requested);
    if (!language) return { kind: 'invalid' };
    if (this.changing) return { kind: 'busy' };
    const { state } = this.deps;
    const previous = state.current();
    if (language === previous) return { kind: 'unchanged' };
    this.setBusy(true);
    state.setPending(language);
    try {
      let answer: LanguageChange;
      try {
        answer = await this.deps.api.setLanguage(language);
      } catch (error) {
        // A lost or unreadable answer can hide a change the server made: its profile decides.
        if (outcomeUnknown(error)) {
          await state.refresh().catch(() => undefined);
          if (state.confirmed() === language) {
            state.setPending(null);
            return { kind: 'changed', language };
          }
        }
        this.rollBack(previous);
        const serverMessage = isApiError(error) && error.kind === 'server' && error.message ? error.message : null;
        return { kind: 'failed', language: previous, serverMessage, ...reportedMark(error) };
      }
      if (!answer.result) {
        this.rollBack(previous);
        return { kind: 'failed', language: previous, serverMessage: null };
      }
      // The answer's `me` has already updated the profile; without one, ask for it.
      if (!answer.me) await state.refresh().catch(() => undefined);
      // Once the profile holds the new language the pending choice is no longer needed; if it
      // does not yet, the server has still accepted it, so the choice stays shown.
      if (state.confirmed() === language) state.setPending(null);
      return { kind: 'changed', language };
    } finally {
      this.setBusy(false);
    }
  }

  private rollBack(previous: Language): void {
    const { state } = this.deps;
    state.setPending(null);
    if (state.current() !== previous) state.setPending(previous);
  }

  private setBusy(changing: boolean): void {
    this.set({ changing });
  }
}
