import { describe, expect, it } from 'vitest';
import { testI18n } from '../support/i18n';
import { addFeatureTexts } from '@ui/i18n/featureTexts';
import * as transactions from '@ui/i18n/features/transactions';

/** An app's translations with the transactions screen loaded. */
function withTransactions(language: 'ru' | 'en') {
  const i18n = testI18n(language);
  addFeatureTexts(i18n, transactions);
  return i18n;
}
import { timeAgoText } from '@ui/screens/transactions/timeAgoText';

const MIN = 60;
const HOUR = 3600;
const DAY = 86_400;

describe('time-ago texts with plural forms (spec §9)', () => {
  it('Russian: one, few and many forms for minutes, hours and days', () => {
    const { t } = withTransactions('ru');
    const text = (sec: number) => timeAgoText(t, sec);
    expect(text(0)).toBe('только что');
    expect(text(299)).toBe('только что');
    expect(text(5 * MIN)).toBe('5 минут назад');
    expect(text(21 * MIN)).toBe('21 минуту назад');
    expect(text(22 * MIN)).toBe('22 минуты назад');
    expect(text(11 * MIN)).toBe('11 минут назад');
    expect(text(59 * MIN + 59)).toBe('59 минут назад');
    expect(text(HOUR)).toBe('1 час назад');
    expect(text(3 * HOUR)).toBe('3 часа назад');
    expect(text(5 * HOUR)).toBe('5 часов назад');
    expect(text(21 * HOUR)).toBe('21 час назад');
    expect(text(23 * HOUR)).toBe('23 часа назад');
    expect(text(DAY)).toBe('1 день назад');
    expect(text(2 * DAY)).toBe('2 дня назад');
    expect(text(5 * DAY)).toBe('5 дней назад');
    expect(text(11 * DAY)).toBe('11 дней назад');
    expect(text(101 * DAY)).toBe('101 день назад');
    expect(text(112 * DAY)).toBe('112 дней назад');
  });

  it('English: one and other', () => {
    const { t } = withTransactions('en');
    const text = (sec: number) => timeAgoText(t, sec);
    expect(text(42)).toBe('just now');
    expect(text(5 * MIN)).toBe('5 minutes ago');
    expect(text(21 * MIN)).toBe('21 minutes ago');
    expect(text(HOUR)).toBe('1 hour ago');
    expect(text(2 * HOUR + 59 * MIN)).toBe('2 hours ago');
    expect(text(DAY)).toBe('1 day ago');
    expect(text(3 * DAY)).toBe('3 days ago');
  });
});
