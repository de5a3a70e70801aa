import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@domain/shared/ApiError';
import type { Language } from '@domain/model/language';
import type { Me } from '@domain/model/user';
import type { LanguageChange } from '@domain/ports/Api';
import { ChangeLanguage, type LanguageState } from '@domain/features/profile/ChangeLanguage';
import { deferred, flush, type Deferred } from '../inventory/fixtures';

const me = (lang: Language): Me => ({
  balance: 0, lang, tasks: [], isFirstVisit: false, refLink: null, tradeLink: null, firstName: 'A', lastName: 'B', avatarUrl: null,
});

/**
 * A session like the app's: the profile's language, a pending choice that wins while set, and an
 * answer whose `me` updates the profile before the call resolves (as the API's event stream does).
 */
function setup(initial: Language = 'en') {
  const session = { serverLang: initial as Language | null, pending: null as Language | null };
  const shown: Language[] = [];
  const state: LanguageState = {
    current: () => session.pending ?? session.serverLang ?? 'en',
    confirmed: () => session.serverLang,
    setPending: (language) => {
      session.pending = language;
      shown.push(state.current());
    },
    refresh: vi.fn(async () => {}),
  };
  const calls: Deferred<LanguageChange>[] = [];
  const api = {
    setLanguage: vi.fn((_lang: Language) => {
      const d = deferred<LanguageChange>();
      calls.push(d);
      return d.promise;
    }),
  };
  /** The server accepts and sends the profile back. */
  const accept = (i = 0, withMe = true) => {
    const lang = api.setLanguage.mock.calls[i]![0];
    if (withMe) session.serverLang = lang;
    calls[i]!.resolve({ result: true, me: withMe ? me(lang) : null });
  };
  const useCase = new ChangeLanguage({ api, state });
  return { session, state, api, calls, accept, useCase, shown };
}

describe('ChangeLanguage (spec §4, §5)', () => {
  it('switches at once (optimistic), keeps it when the server agrees, then drops the pending choice', async () => {
    const h = setup('en');
    const outcome = h.useCase.change('ru');
    expect(h.state.current()).toBe('ru');
    expect(h.useCase.changing).toBe(true);
    expect(h.api.setLanguage).toHaveBeenCalledWith('ru');
    h.accept();
    expect(await outcome).toEqual({ kind: 'changed', language: 'ru' });
    expect(h.state.current()).toBe('ru');
    expect(h.session.pending).toBeNull();
    expect(h.useCase.changing).toBe(false);
    expect(h.shown).toEqual(['ru', 'ru']);
  });

  it('works both ways', async () => {
    const h = setup('ru');
    const outcome = h.useCase.change('en');
    expect(h.state.current()).toBe('en');
    h.accept();
    expect(await outcome).toEqual({ kind: 'changed', language: 'en' });
  });

  it.each(['RU', 'Ru', ' ru '])('accepts %j case-insensitively and sends ru', async (input) => {
    const h = setup('en');
    void h.useCase.change(input);
    expect(h.api.setLanguage).toHaveBeenCalledWith('ru');
  });

  it.each(['de', '', 'russian', 'ru-RU'])('refuses %j without calling the server', async (input) => {
    const h = setup('en');
    expect(await h.useCase.change(input)).toEqual({ kind: 'invalid' });
    expect(h.api.setLanguage).not.toHaveBeenCalled();
    expect(h.state.current()).toBe('en');
  });

  it('the language already shown is not sent again', async () => {
    const h = setup('en');
    expect(await h.useCase.change('EN')).toEqual({ kind: 'unchanged' });
    expect(h.api.setLanguage).not.toHaveBeenCalled();
  });

  it('rolls back to the previous language when the call fails, with the server’s message', async () => {
    const h = setup('en');
    const outcome = h.useCase.change('ru');
    expect(h.state.current()).toBe('ru');
    h.calls[0]!.reject(new ApiError('server', 'Language is locked'));
    expect(await outcome).toEqual({ kind: 'failed', language: 'en', serverMessage: 'Language is locked' });
    expect(h.state.current()).toBe('en');
    expect(h.session.pending).toBeNull();
    expect(h.useCase.changing).toBe(false);
  });

  it('rolls back when the server answers false (a result of false is a failure)', async () => {
    const h = setup('ru');
    const outcome = h.useCase.change('en');
    h.calls[0]!.resolve({ result: false, me: null });
    expect(await outcome).toEqual({ kind: 'failed', language: 'ru', serverMessage: null });
    expect(h.state.current()).toBe('ru');
  });

  it.each([
    ['an HTTP status', ApiError.http(500), false],
    ['a network failure', new ApiError('network', 'offline'), true],
    ['a 403', ApiError.http(403), true],
    ['a plain error', new Error('boom'), false],
  ])('rolls back on %s, without a server message (reported when the transport policy said it: %s)', async (_name, error, reported) => {
    const h = setup('en');
    const outcome = h.useCase.change('ru');
    h.calls[0]!.reject(error);
    expect(await outcome).toEqual({ kind: 'failed', language: 'en', serverMessage: null, ...(reported ? { reported: true } : {}) });
    expect(h.state.current()).toBe('en');
  });

  it('a lost or unreadable answer: the profile is re-read first, and a change the server made stands', async () => {
    const h = setup('en');
    h.state.refresh = vi.fn(async () => { h.session.serverLang = 'ru'; });
    const outcome = h.useCase.change('ru');
    h.calls[0]!.reject(new ApiError('malformed', 'bad body'));
    expect(await outcome).toEqual({ kind: 'changed', language: 'ru' });
    expect(h.state.refresh).toHaveBeenCalledTimes(1);
    expect(h.state.current()).toBe('ru');
    expect(h.session.pending).toBeNull();
    // Never flipped back to English on the way.
    expect(h.shown).not.toContain('en');
  });

  it('a refusal rolls back without asking the server again', async () => {
    const h = setup('en');
    const outcome = h.useCase.change('ru');
    h.calls[0]!.reject(new ApiError('forbidden', 'Access denied', 403));
    expect(await outcome).toMatchObject({ kind: 'failed', language: 'en' });
    expect(h.state.refresh).not.toHaveBeenCalled();
  });

  it('rolls back to the previous language even when the profile had none (messenger locale)', async () => {
    const h = setup('en');
    h.session.serverLang = null;
    h.state.current = () => h.session.pending ?? h.session.serverLang ?? 'ru';
    const outcome = h.useCase.change('en');
    h.calls[0]!.reject(ApiError.http(500));
    expect(await outcome).toMatchObject({ kind: 'failed', language: 'ru' });
    expect(h.state.current()).toBe('ru');
  });

  it('a second tap while a change waits sends nothing', async () => {
    const h = setup('en');
    const first = h.useCase.change('ru');
    expect(await h.useCase.change(h.useCase.toggleTarget())).toEqual({ kind: 'busy' });
    expect(h.api.setLanguage).toHaveBeenCalledTimes(1);
    h.accept();
    await first;
    expect(h.useCase.toggleTarget()).toBe('en');
  });

  it('an answer without the profile reloads it; the choice stays shown until the profile holds it', async () => {
    const h = setup('en');
    const outcome = h.useCase.change('ru');
    h.accept(0, false);
    expect(await outcome).toEqual({ kind: 'changed', language: 'ru' });
    expect(h.state.refresh).toHaveBeenCalledTimes(1);
    // The refresh brought nothing new: the server accepted, so ru stays.
    expect(h.state.current()).toBe('ru');
    expect(h.session.pending).toBe('ru');
  });

  it('a failing refresh after an accepted change still counts as changed', async () => {
    const h = setup('en');
    h.state.refresh = vi.fn(async () => { throw new Error('offline'); });
    const outcome = h.useCase.change('ru');
    h.accept(0, false);
    expect(await outcome).toEqual({ kind: 'changed', language: 'ru' });
    expect(h.state.current()).toBe('ru');
  });

  it('tells listeners when the spinner starts and stops', async () => {
    const h = setup('en');
    const seen: boolean[] = [];
    h.useCase.subscribe(() => seen.push(h.useCase.changing));
    const outcome = h.useCase.change('ru');
    await flush();
    h.accept();
    await outcome;
    expect(seen).toEqual([true, false]);
  });
});
