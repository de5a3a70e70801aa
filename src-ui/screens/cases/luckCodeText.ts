import type { TFunction } from 'i18next';
import { orderedWords, type LuckCode } from '@domain/features/cases/luckCode';

/** A luck code as the player reads it: its three words in their order, in the language shown, and its number. */
export function luckCodeText(t: TFunction, code: LuckCode): string {
  const words = (list: number) => t(`luck.words${list}`, { returnObjects: true }) as unknown as string[];
  return `${orderedWords(code).map(([list, index]) => words(list)[index]).join(' ')} ${code.number}`;
}
