import { describe, expect, it } from 'vitest';
import { hasHiddenMultipliers, multiplierValues, visibleMultipliers } from '@domain/features/upgrader/multipliers';
import { chanceColour, UPGRADER } from '@domain/features/upgrader/upgrader';
import { splitItemName } from '@domain/model/itemName';
import { formatPercent } from '@ui/i18n/formatPercent';
import { item } from './fixtures';

describe('spec §9 upgrader constants', () => {
  it('are the spec’s numbers', () => {
    expect(UPGRADER.countdownSeconds).toBe(3);
    expect(UPGRADER.spinMs).toBe(7000);
    expect(UPGRADER.turns).toBe(5);
    expect(UPGRADER.marginDegrees).toBe(1);
    expect(UPGRADER.resultDelayMs + UPGRADER.resultPauseMs).toBe(11_400);
    // 3 s countdown + 0.4 s + 7 s spin is the 10.4 s of the result delay.
    expect(UPGRADER.countdownSeconds * 1000 + UPGRADER.spinDelayMs + UPGRADER.spinMs).toBe(UPGRADER.resultDelayMs);
    expect(UPGRADER.maxMultipliers).toBe(5);
  });
});

describe('chanceColour (spec §5)', () => {
  it.each([
    [100, 'green'], [50, 'green'], [49.99, 'yellow'], [15, 'yellow'], [14.99, 'red'], [0.01, 'red'], [0, 'red'],
  ] as const)('%d%% is %s', (chance, colour) => {
    expect(chanceColour(chance)).toBe(colour);
  });
});

describe('multipliers (spec §5)', () => {
  const multy = (values: string[]) => ({ multy: Object.fromEntries(values.map((v) => [v, [item(`t${v}`, 1)]])) });

  it('are sorted by value, not as text, and empty ones are dropped', () => {
    expect(multiplierValues({ multy: { ...multy(['10', '2', '1.5', '20']).multy, '3': [] } })).toEqual(['1.5', '2', '10', '20']);
  });

  it('up to 5 all show, with no toggle', () => {
    const values = ['1.5', '2', '3', '5', '10'];
    expect(visibleMultipliers(values, false)).toEqual(values);
    expect(hasHiddenMultipliers(values)).toBe(false);
    for (const fewer of [[], ['2'], ['1.5', '2', '3'], ['1.5', '2', '3', '5']]) {
      expect(visibleMultipliers(fewer, false)).toEqual(fewer);
      expect(hasHiddenMultipliers(fewer)).toBe(false);
    }
  });

  it('more than 5: the two smallest, the middle and the two largest until show all', () => {
    const six = ['1.5', '2', '3', '5', '10', '20'];
    expect(visibleMultipliers(six, false)).toEqual(['1.5', '2', '3', '10', '20']);
    expect(visibleMultipliers(six, true)).toEqual(six);
    expect(hasHiddenMultipliers(six)).toBe(true);
    const nine = ['1', '2', '3', '4', '5', '6', '7', '8', '9'];
    expect(visibleMultipliers(nine, false)).toEqual(['1', '2', '5', '8', '9']);
    const seven = ['1', '2', '3', '4', '5', '6', '7'];
    expect(visibleMultipliers(seven, false)).toEqual(['1', '2', '4', '6', '7']);
  });
});

describe('item names and chances as shown', () => {
  it('split "weapon | finish" on the bar into two lines', () => {
    expect(splitItemName('AK-47 | Redline')).toEqual(['AK-47', 'Redline']);
    expect(splitItemName('★ Karambit | Fade')).toEqual(['★ Karambit', 'Fade']);
    expect(splitItemName('Sticker')).toEqual(['Sticker', null]);
    expect(splitItemName('Glock-18 |')).toEqual(['Glock-18', null]);
    expect(splitItemName('| Fade')).toEqual(['Fade', null]);
    expect(splitItemName('  Sticker | ')).toEqual(['Sticker', null]);
    expect(splitItemName(' Music Kit ')).toEqual(['Music Kit', null]);
  });

  it('print a chance with at most two decimals, in the locale’s percent form (issue 15)', () => {
    expect(formatPercent(42.5, 'en')).toBe('42.5%');
    expect(formatPercent(7, 'en')).toBe('7%');
    expect(formatPercent(33.3333, 'en')).toBe('33.33%');
    expect(formatPercent(69.54, 'ru')).toBe('69,54\u202f%');
    expect(formatPercent(7, 'ru')).toBe('7\u202f%');
  });
});
