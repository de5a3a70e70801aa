import { describe, expect, it } from 'vitest';
import { formatMultiplier, formatSignedMoney } from '@ui/i18n/formatNumber';
import { formatOddsPercent, formatPercent, formatSignedPercent } from '@ui/i18n/formatPercent';

const MINUS = '\u2212';
const NNBSP = '\u202f';

describe('one percent style (src-ui/i18n/formatPercent.ts)', () => {
  it('sets a narrow no-break space before % in Russian and none in English', () => {
    expect(formatPercent(69.54, 'ru')).toBe(`69,54${NNBSP}%`);
    expect(formatPercent(69.54, 'en')).toBe('69.54%');
    expect(formatPercent(100, 'ru')).toBe(`100${NNBSP}%`);
    expect(formatOddsPercent(12.3456, 'ru')).toBe(`12,3456${NNBSP}%`);
    expect(formatOddsPercent(0.0001, 'en')).toBe('0.0001%');
  });

  it('rounds to what each format shows, trailing zeros dropped', () => {
    expect(formatPercent(0.014, 'en')).toBe('0.01%');
    expect(formatPercent(33.3333, 'ru')).toBe(`33,33${NNBSP}%`);
    expect(formatPercent(42.5, 'en')).toBe('42.5%');
    expect(formatOddsPercent(13.34899, 'en')).toBe('13.349%');
    expect(formatSignedPercent(64.5, 'en')).toBe('+65%');
    expect(formatSignedPercent(-96.6, 'ru')).toBe(`${MINUS}97${NNBSP}%`);
  });

  it('writes a negative with a real minus (U+2212), never the hyphen, in every format', () => {
    for (const language of ['ru', 'en']) {
      for (const text of [formatPercent(-12.5, language), formatOddsPercent(-0.5, language), formatSignedPercent(-97, language)]) {
        expect(text.startsWith(MINUS), `${language} ${text}`).toBe(true);
        expect(text).not.toContain('-');
      }
    }
    expect(formatSignedPercent(-97, 'en')).toBe(`${MINUS}97%`);
    expect(formatPercent(-12.5, 'ru')).toBe(`${MINUS}12,5${NNBSP}%`);
  });

  it('always signs a gain or loss; a zero, or a value that rounds to zero, is "+0" and never "−0"', () => {
    expect(formatSignedPercent(65, 'ru')).toBe(`+65${NNBSP}%`);
    expect(formatSignedPercent(0, 'en')).toBe('+0%');
    expect(formatSignedPercent(-0.4, 'en')).toBe('+0%');
    expect(formatSignedPercent(-0, 'ru')).toBe(`+0${NNBSP}%`);
    expect(formatPercent(-0.001, 'en')).toBe('0%');
    expect(formatPercent(0, 'ru')).toBe(`0${NNBSP}%`);
  });

  it('groups the digits of huge values in the locale’s way', () => {
    expect(formatSignedPercent(13_349, 'en')).toBe('+13,349%');
    expect(formatSignedPercent(13_349, 'ru')).toBe(`+13\u00a0349${NNBSP}%`);
    expect(formatSignedPercent(-1_234_567.4, 'en')).toBe(`${MINUS}1,234,567%`);
    expect(formatPercent(99_999.999, 'en')).toBe('100,000%');
  });

  it('leaves no percent sign to the texts: they take the formatted value', async () => {
    const texts = [await import('@ui/i18n/features/fairness'), await import('@ui/i18n/features/fairPlay'), await import('@ui/i18n/features/upgrader')];
    for (const { en, ru } of texts) {
      expect(JSON.stringify(en)).not.toContain('%');
      expect(JSON.stringify(ru)).not.toContain('%');
    }
  });
});

describe('multipliers and signed amounts in the locale’s digits', () => {
  it('shows a multiplier with the locale’s decimal separator: ×1,5 in Russian, ×1.5 in English', () => {
    expect(formatMultiplier(1.5, 'ru')).toBe('×1,5');
    expect(formatMultiplier(1.5, 'en')).toBe('×1.5');
    expect(formatMultiplier(2, 'ru')).toBe('×2');
    expect(formatMultiplier(1.25, 'ru')).toBe('×1,25');
  });

  it('signs an amount gained or lost in the money format, with a real minus', () => {
    expect(formatSignedMoney(11.06, 'ru')).toBe('+11,06');
    expect(formatSignedMoney(11.06, 'en')).toBe('+11.06');
    expect(formatSignedMoney(-3.5, 'ru')).toBe(`${MINUS}3,50`);
    expect(formatSignedMoney(-0.001, 'en')).toBe('+0.00');
    expect(formatSignedMoney(1250, 'en')).toBe('+1,250.00');
  });
});

describe('a server’s profit label in the app’s own style', () => {
  it('shows a percent label in the one style, and free text as the server wrote it', async () => {
    const { formatProfitLabel } = await import('@ui/i18n/formatPercent');
    expect(formatProfitLabel('-97%', 'ru')).toBe(`${MINUS}97${NNBSP}%`);
    expect(formatProfitLabel('+65%', 'ru')).toBe(`+65${NNBSP}%`);
    expect(formatProfitLabel('-97%', 'en')).toBe(`${MINUS}97%`);
    expect(formatProfitLabel('13,349 %', 'en')).toBe('+13,349%');
    expect(formatProfitLabel(' Jackpot! ', 'en')).toBe('Jackpot!');
  });
});
