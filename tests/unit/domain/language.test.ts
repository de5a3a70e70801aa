import { describe, expect, it } from 'vitest';
import { LANGUAGES, languageFromLocale, parseLanguage } from '@domain/model/language';

describe('parseLanguage', () => {
  it('supports ru and en only', () => {
    expect(LANGUAGES).toEqual(['ru', 'en']);
  });

  it.each([
    ['ru', 'ru'],
    ['en', 'en'],
    ['RU', 'ru'],
    ['En', 'en'],
    [' en ', 'en'],
    ['\tRU\n', 'ru'],
  ])('parses %j as %s', (input, expected) => {
    expect(parseLanguage(input)).toBe(expected);
  });

  it.each(['de', 'fr', '', ' ', 'rus', 'english', 'ru-RU', 'e n'])('rejects %j', (input) => {
    expect(parseLanguage(input)).toBeNull();
  });

  it.each([
    ['null', null],
    ['undefined', undefined],
    ['a number', 1],
    ['an array', ['ru']],
    ['an object', { lang: 'ru' }],
    ['a boolean', true],
  ])('rejects %s', (_label, input) => {
    expect(parseLanguage(input)).toBeNull();
  });
});

describe('languageFromLocale', () => {
  it.each([
    ['ru', 'ru'],
    ['ru-RU', 'ru'],
    ['RU', 'ru'],
    ['ru_RU', 'ru'],
    ['en', 'en'],
    ['en-US', 'en'],
    ['uk', 'en'],
    ['be', 'en'],
    ['de-DE', 'en'],
    ['rus', 'en'],
    ['', 'en'],
  ] as const)('maps %j to %s', (code, expected) => {
    expect(languageFromLocale(code)).toBe(expected);
  });

  it('falls back to en without a code', () => {
    expect(languageFromLocale(null)).toBe('en');
    expect(languageFromLocale(undefined)).toBe('en');
  });
});
