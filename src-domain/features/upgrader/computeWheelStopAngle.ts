import type { Random } from '@domain/ports/Random';
import { UPGRADER } from './upgrader';

/**
 * The wheel's geometry. Angles are degrees clockwise from the top, in the wheel's own frame:
 * the green (winning) zone runs from 0 to chance/100 of the circle, the red zone from there to
 * 360. The pointer sits at the top; turning the wheel clockwise by R degrees brings the point
 * at (360 - R) mod 360 under it.
 */
export interface WheelZone {
  readonly from: number;
  readonly to: number;
}

export interface WheelStop {
  /** Where on the wheel the pointer ends, in [0, 360). */
  readonly angle: number;
  /** How far the wheel turns clockwise from rest: 5 full turns plus what brings `angle` to the pointer. */
  readonly rotation: number;
  readonly green: WheelZone;
  readonly red: WheelZone;
}

function clampChance(chance: number): number {
  if (!Number.isFinite(chance)) return 0;
  return Math.min(100, Math.max(0, chance));
}

/** Spec §4: the green zone is chance/100 of the circle. */
export function greenZone(chance: number): WheelZone {
  return { from: 0, to: (clampChance(chance) / 100) * 360 };
}

/** A point inside [from, to], `margin` away from both edges when the zone is wide enough, else its centre. */
function pointInside(zone: WheelZone, margin: number, random: Random): number {
  const width = zone.to - zone.from;
  if (width <= 2 * margin) return zone.from + width / 2;
  return zone.from + margin + random() * (width - 2 * margin);
}

/** The clockwise turn (5 full turns and a part) that stops the wheel with `angle` under the pointer. */
export function rotationFor(angle: number): number {
  const part = (360 - (((angle % 360) + 360) % 360)) % 360;
  return UPGRADER.turns * 360 + part;
}

/**
 * ComputeWheelStopAngle (spec §4, §9): on a win the stop angle lies inside the green zone, on a
 * loss inside the red zone, each 1° from the edges; with no result yet, anywhere on the wheel.
 * The wheel makes 5 full turns on the way.
 */
export function computeWheelStopAngle(chance: number, win: boolean | null, random: Random): WheelStop {
  const green = greenZone(chance);
  const red: WheelZone = { from: green.to, to: 360 };
  let angle: number;
  if (win === null) angle = random() * 360;
  else angle = pointInside(win ? green : red, UPGRADER.marginDegrees, random);
  angle = angle >= 360 ? angle - 360 : angle;
  return { angle, rotation: rotationFor(angle), green, red };
}
