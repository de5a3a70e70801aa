// @vitest-environment happy-dom
import { render } from '@testing-library/react';
import type { i18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { demoEn, demoRu } from '@app/demo/demoTranslations';
import { formatMoney, formatNumber, moneyCount, pluralCount } from '@ui/i18n/formatNumber';
import { testI18n } from '../support/i18n';
import { en } from '@ui/i18n/en';
import { addFeatureTexts } from '@ui/i18n/featureTexts';
import * as cases from '@ui/i18n/features/cases';
import * as fairness from '@ui/i18n/features/fairness';
import * as fairPlay from '@ui/i18n/features/fairPlay';
import * as games from '@ui/i18n/features/games';
import * as inventory from '@ui/i18n/features/inventory';
import * as limits from '@ui/i18n/features/limits';
import * as payment from '@ui/i18n/features/payment';
import * as profile from '@ui/i18n/features/profile';
import * as tasks from '@ui/i18n/features/tasks';
import * as transactions from '@ui/i18n/features/transactions';
import * as upgrader from '@ui/i18n/features/upgrader';
import { ru } from '@ui/i18n/ru';
import { ToastText } from '@ui/toasts/ToastText';

/**
 * Issue 15: counted words in both languages. Russian takes the genitive singular after a fraction
 * ('7,2 кристалла', never '7,2 кристаллов'); i18next picks the form with Intl.PluralRules, which
 * files every fraction under `_other` — so ru's `_other` is that form, and the screens pass `count`.
 */
const FEATURES = [cases, fairness, fairPlay, games, inventory, limits, payment, profile, tasks, transactions, upgrader];
const SUFFIXES = ['one', 'few', 'many', 'other'] as const;

function withAllTexts(language: 'ru' | 'en'): i18n {
  const instance = testI18n(language);
  addFeatureTexts(instance, ...FEATURES);
  return instance;
}

function leaves(tree: object, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else if (!Array.isArray(value)) for (const [k, v] of leaves(value as object, path)) out.set(k, v);
  }
  return out;
}

const texts = {
  en: leaves(Object.assign({}, en, demoEn, ...FEATURES.map((f) => f.en)) as object),
  ru: leaves(Object.assign({}, ru, demoRu, ...FEATURES.map((f) => f.ru)) as object),
};

/** Every counted text (a key with plural suffixes), by its base key. */
function countedKeys(tree: Map<string, string>): Set<string> {
  const bases = new Set<string>();
  for (const key of tree.keys()) {
    const match = /^(.*)_(one|few|many|other)$/.exec(key);
    if (match?.[1]) bases.add(match[1]);
  }
  return bases;
}

/** An amount as the screens show it: locale digits, and the count that picks its word's form. */
const amount = (t: i18n['t'], key: string, value: number, language: string, extra: Record<string, string> = {}) =>
  t(key, { ...extra, value: formatNumber(value, language), count: pluralCount(value) });

describe('plural forms of counted words', () => {
  const ruT = withAllTexts('ru').t;
  const enT = withAllTexts('en').t;

  it.each([
    [1, '1 кристалл'], [2, '2 кристалла'], [4, '4 кристалла'], [5, '5 кристаллов'], [11, '11 кристаллов'],
    [12, '12 кристаллов'], [21, '21 кристалл'], [22, '22 кристалла'], [25, '25 кристаллов'], [0, '0 кристаллов'],
    [1250, '1\u00a0250 кристаллов'], [7.2, '7,2 кристалла'], [1.5, '1,5 кристалла'], [0.5, '0,5 кристалла'],
    [1.2, '1,2 кристалла'], [41.98, '41,98 кристалла'], [21.5, '21,5 кристалла'],
  ])('ru: %s → %s', (value, text) => {
    expect(amount(ruT, 'balance.crystals', value, 'ru')).toBe(text);
  });

  it.each([
    [1, '1 crystal'], [2, '2 crystals'], [0, '0 crystals'], [21, '21 crystals'], [1250, '1,250 crystals'],
    [7.2, '7.2 crystals'], [0.5, '0.5 crystals'], [1.5, '1.5 crystals'],
  ])('en: %s → %s', (value, text) => {
    expect(amount(enT, 'balance.crystals', value, 'en')).toBe(text);
  });

  it('the form follows the number as shown: 7.004 shows as 7, 0.999 as 1', () => {
    expect(amount(ruT, 'balance.crystals', 7.004, 'ru')).toBe('7 кристаллов');
    expect(amount(ruT, 'balance.crystals', 0.999, 'ru')).toBe('1 кристалл');
    expect(amount(enT, 'balance.crystals', 1.001, 'en')).toBe('1 crystal');
    for (const value of [0, 0.004, 0.005, 0.5, 1, 1.004, 1.2, 7.2, 12.345, 41.98, 99.999, 1250, 1250.5, -3.5, -1]) {
      // A fraction is shown exactly when the count has one (the count's form is the shown number's).
      expect(formatNumber(value, 'ru').includes(','), `ru ${value}`).toBe(!Number.isInteger(pluralCount(value)));
      expect(formatNumber(value, 'en').includes('.'), `en ${value}`).toBe(!Number.isInteger(pluralCount(value)));
    }
  });

  it('every crystals text on the screens and in the popups and toasts has its forms', () => {
    const cost = (t: i18n['t'], key: string, value: number, language: string) => amount(t, key, value, language, { name: 'AK-47', price: formatNumber(value, language) });
    expect(cost(ruT, 'opening.cost', 1.2, 'ru')).toBe('Стоимость 1,2 кристалла');
    expect(cost(ruT, 'opening.announce', 21, 'ru')).toBe('Выпал AK-47 стоимостью 21 кристалл');
    expect(cost(ruT, 'opening.soldToast', 3, 'ru')).toBe('Продано за 3 кристалла');
    expect(cost(ruT, 'inventory.cost', 37.59, 'ru')).toBe('37,59 кристалла');
    expect(cost(ruT, 'inventory.penalty', 5, 'ru')).toBe('Обмен не принят вовремя: штраф 5 кристаллов');
    expect(cost(ruT, 'inventory.soldToast', 0.61, 'ru')).toBe('Продано за 0,61 кристалла');
    expect(cost(ruT, 'inventory.confirm.sell.message', 1, 'ru')).toBe('AK-47 за 1 кристалл. Проданный скин не вернуть.');
    expect(cost(ruT, 'tasks.bonusLabel', 500, 'ru')).toBe('Награда: 500 кристаллов');
    expect(cost(ruT, 'odds.crystals', 6.72, 'ru')).toBe('6,72 кристалла');
    expect(cost(ruT, 'cases.price', 8, 'ru')).toBe('8 кристаллов');
    expect(cost(ruT, 'payment.crystals', 101, 'ru')).toBe('101 кристалл');
    expect(cost(enT, 'opening.cost', 1, 'en')).toBe('Worth 1 crystal');
    expect(cost(enT, 'inventory.confirm.sell.message', 37.59, 'en')).toBe('AK-47 for 37.59 crystals. A sold skin cannot be taken back.');
  });

  it('money (two decimals, issue 15) takes the fraction’s form: 1,20 кристалла, 1,00 кристалла, 1.00 crystals', () => {
    const money = (t: i18n['t'], key: string, value: number, language: string) =>
      t(key, { name: 'AK-47', price: formatMoney(value, language), value: formatMoney(value, language), count: moneyCount(value) });
    expect(money(ruT, 'balance.crystals', 1.2, 'ru')).toBe('1,20 кристалла');
    expect(money(ruT, 'balance.crystals', 1, 'ru')).toBe('1,00 кристалла');
    expect(money(ruT, 'balance.crystals', 5, 'ru')).toBe('5,00 кристалла');
    expect(money(ruT, 'balance.crystals', 1250.5, 'ru')).toBe('1\u00a0250,50 кристалла');
    expect(money(enT, 'balance.crystals', 1, 'en')).toBe('1.00 crystals');
    expect(money(ruT, 'upgrader.itemLabel', 2.5, 'ru')).toBe('AK-47, 2,50 кристалла');
    expect(money(ruT, 'upgrader.expectedValueAmount', -3.5, 'ru')).toBe('-3,50 кристалла');
    expect(money(ruT, 'limits.crystals', 22, 'ru')).toBe('22,00 кристалла');
    expect(money(enT, 'limits.crystals', 22, 'en')).toBe('22.00 crystals');
  });

  it('“N of M crystals” takes the genitive singular of M in Russian as money: из 21,00 кристалла', () => {
    const spent = (t: i18n['t'], total: number, language: string) =>
      t('limits.reached.buyDay', { spent: formatMoney(1, language), amount: formatMoney(total, language), count: moneyCount(total) });
    expect(spent(ruT, 21, 'ru')).toBe('Куплено 1,00 из 21,00 кристалла за последние 24 часа.');
    expect(spent(ruT, 1.5, 'ru')).toBe('Куплено 1,00 из 1,50 кристалла за последние 24 часа.');
    expect(spent(enT, 10, 'en')).toBe('1.00 of 10.00 crystals bought in the last 24 hours.');
  });

  it('other counted words take the fraction’s form under _other too', () => {
    expect(ruT('payment.stars', { value: '1,5', count: 1.5 })).toBe('1,5 звезды');
  });

  it('counted texts have all four forms in both languages, and ru never gives a fraction the genitive plural', () => {
    const ruCounted = countedKeys(texts.ru);
    expect([...countedKeys(texts.en)].sort()).toEqual([...ruCounted].sort());
    expect(ruCounted.size).toBeGreaterThan(10);
    for (const base of ruCounted) {
      for (const suffix of SUFFIXES) {
        expect(texts.ru.get(`${base}_${suffix}`), `${base}_${suffix}`).toBeDefined();
        expect(texts.en.get(`${base}_${suffix}`), `${base}_${suffix} (en)`).toBeDefined();
      }
      // _many is the genitive plural ('5 кристаллов'); a fraction takes the genitive singular.
      expect(texts.ru.get(`${base}_other`), base).not.toBe(texts.ru.get(`${base}_many`));
    }
  });

  it('no Russian text puts a number before “кристалл…” without its plural forms', () => {
    const uncounted = [...texts.ru].filter(([key, text]) => /\}\}\s+кристалл/.test(text) && !/_(one|few|many|other)$/.test(key));
    expect(uncounted).toEqual([]);
  });

  it('a toast shows its numbers in the language shown, and its count picks the form', () => {
    const instance = withAllTexts('ru');
    const toast = (value: number) => render(
      <I18nextProvider i18n={instance}>
        <ToastText message={{ key: 'opening.soldToast', params: { value, count: moneyCount(value) } }} />
      </I18nextProvider>,
    );
    expect(toast(1250.5).container.textContent).toBe('Продано за 1\u00a0250,50 кристалла');
    expect(toast(21).container.textContent).toBe('Продано за 21,00 кристалла');
  });
});
