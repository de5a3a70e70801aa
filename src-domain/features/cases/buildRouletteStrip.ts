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

/** A strip laid out before the answer, waiting for its winner. */
export interface PendingStrip {
  /** 100 slots of the case's skins (none when the case has none): what the countdown shows. */
  readonly strip: RouletteStrip;
  /** The answer arrived: the winner at index 90 and, with probability 0.33, a rare neighbour. */
  placeWinner(winner: Skin): RouletteStrip;
}

/**
 * BuildRouletteStrip (spec §9) in the two steps the countdown needs: the strip is laid out while
 * the countdown runs, and the answer only places the winner at index 90 — with probability 0.33
 * a rare skin (price ≥ 9) right next to it, so the near miss is felt. The reel presents a draw
 * the server has already made: nothing here decides what the player gets.
 */
export function buildRouletteStrip(skins: readonly Skin[], random: Random): PendingStrip {
  const slots: StripSlot[] = [];
  if (skins.length > 0) {
    for (let i = 0; i < OPENING.slots; i++) {
      const skin = skins[Math.floor(random() * skins.length)] as Skin;
      slots.push({ skin, rare: isRare(skin.price) });
    }
  }
  const strip: RouletteStrip = { slots, winnerIndex: OPENING.winnerIndex };
  return { strip, placeWinner: (winner) => placeWinner(strip, skins, winner, random) };
}

function placeWinner(base: RouletteStrip, skins: readonly Skin[], winner: Skin, random: Random): RouletteStrip {
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
