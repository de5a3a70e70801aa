import type { Skin } from '@domain/model/case';
import type { Random } from '@domain/ports/Random';
import { isRare, OPENING } from './opening';

export interface StripSlot {
  readonly skin: Skin;
  readonly rare: boolean;
}

export interface RouletteStrip {
  readonly slots: readonly StripSlot[];
  readonly winnerIndex: number;
}

/**
 * BuildRouletteStrip (spec §9): 100 slots of the case's skins, the winner at index 90, and with
 * probability 0.33 a rare skin (price ≥ 9) right next to it to make the near miss felt.
 */
export function buildRouletteStrip(skins: readonly Skin[], winner: Skin, random: Random): RouletteStrip {
  return placeWinner(fillStrip(skins, random), skins, winner, random);
}

/** The strip before the answer: 100 slots of the case's skins (empty when the case has none). */
export function fillStrip(skins: readonly Skin[], random: Random): RouletteStrip {
  const slots: StripSlot[] = [];
  if (skins.length > 0) {
    for (let i = 0; i < OPENING.slots; i++) {
      const skin = skins[Math.floor(random() * skins.length)] as Skin;
      slots.push({ skin, rare: isRare(skin.price) });
    }
  }
  return { slots, winnerIndex: OPENING.winnerIndex };
}

/** The answer arrived: the winner at index 90, and with probability 0.33 a rare neighbour. */
export function placeWinner(base: RouletteStrip, skins: readonly Skin[], winner: Skin, random: Random): RouletteStrip {
  const slots: StripSlot[] = base.slots.length === OPENING.slots
    ? [...base.slots]
    : Array.from({ length: OPENING.slots }, () => ({ skin: winner, rare: isRare(winner.price) }));
  slots[OPENING.winnerIndex] = { skin: winner, rare: isRare(winner.price) };
  const rares = skins.filter((s) => isRare(s.price) && s.name !== winner.name);
  if (rares.length > 0 && random() < OPENING.rareNeighbourChance) {
    const side = random() < 0.5 ? -1 : 1;
    const rare = rares[Math.floor(random() * rares.length)] as Skin;
    slots[OPENING.winnerIndex + side] = { skin: rare, rare: true };
  }
  return { slots, winnerIndex: OPENING.winnerIndex };
}
