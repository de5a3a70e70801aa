import { describe, expect, it, vi } from 'vitest';
import type { PopupParams } from '@domain/ports/Messenger';
import { confirmValueMove } from '@ui/components/confirmValueMove';
import { addFeatureTexts } from '@ui/i18n/featureTexts';
import * as inventoryTexts from '@ui/i18n/features/inventory';
import { textsOf } from '@ui/i18n/Texts';
import { testI18n } from '../../support/i18n';

function setup(language: 'en' | 'ru', answer: string | null | Error = 'confirm') {
  const i18n = testI18n(language);
  addFeatureTexts(i18n, inventoryTexts);
  const popups: PopupParams[] = [];
  const messenger = {
    showPopup: vi.fn(async (params: PopupParams) => {
      popups.push(params);
      if (answer instanceof Error) throw answer;
      return answer;
    }),
  };
  return { messenger, popups, texts: textsOf(i18n) };
}

describe('confirmValueMove: the native popup before a skin leaves', () => {
  it.each([
    ['en', 'sell', 'AK-47 | Redline for 37.59 crystals.'],
    ['en', 'send', 'AK-47 | Redline, worth 37.59 crystals, goes to your Steam account'],
    ['ru', 'sell', 'AK-47 | Redline за 37,59 кристалла.'],
    ['ru', 'send', 'AK-47 | Redline стоимостью 37,59 кристалла придёт в твой Steam'],
  ] as const)('%s %s names the skin and its crystals', async (language, action, text) => {
    const { messenger, popups, texts } = setup(language);
    expect(await confirmValueMove(messenger, texts, action, { name: 'AK-47 | Redline', cost: 37.59 })).toBe(true);
    expect(popups).toHaveLength(1);
    expect(popups[0]!.message).toContain(text);
  });

  it.each([
    ['en', 1, 'worth 1.00 crystals,'],
    ['en', 5, 'worth 5.00 crystals,'],
    ['ru', 1, 'стоимостью 1,00 кристалла'],
    ['ru', 21, 'стоимостью 21,00 кристалла'],
  ] as const)('%s send of %d crystals says %s (an amount with two decimals takes the fractional plural)', async (language, cost, text) => {
    const { messenger, popups, texts } = setup(language);
    await confirmValueMove(messenger, texts, 'send', { name: 'P250 | Sand Dune', cost });
    expect(popups[0]!.message).toContain(text);
  });

  it('keeps a long name within the messenger’s 256-character message', async () => {
    const { messenger, popups, texts } = setup('ru');
    await confirmValueMove(messenger, texts, 'send', { name: 'Ж'.repeat(200), cost: 123456.78 });
    expect(popups[0]!.message).toContain(`${'Ж'.repeat(47)}…`);
    expect([...popups[0]!.message].length).toBeLessThanOrEqual(256);
  });

  it('a nameless item is called what the inventory calls it', async () => {
    const { messenger, popups, texts } = setup('en');
    await confirmValueMove(messenger, texts, 'send', { name: '   ', cost: 2 });
    expect(popups[0]!.message).toMatch(/^\S.*, worth 2\.00 crystals,/);
    expect(popups[0]!.message).not.toMatch(/^ +,/);
  });

  it.each([
    ['the cancel button', 'cancel'],
    ['closing the popup', null],
    ['a popup that failed', new Error('popup already open')],
  ] as const)('%s declines', async (_label, answer) => {
    const { messenger, popups, texts } = setup('en', answer);
    expect(await confirmValueMove(messenger, texts, 'sell', { name: 'AK-47 | Redline', cost: 37.59 })).toBe(false);
    expect(popups).toHaveLength(1);
  });
});
