import type { Multipliers, UpgradeResult, UpgraderItem } from '@domain/model/upgrader';

/** Test data for the upgrader domain tests. */
export function item(id: string, price: number, name = `Weapon ${id} | Finish ${id}`): UpgraderItem {
  return { id, name, img: `${id}.png`, price, cost: price.toFixed(2) };
}

export const SOURCE = item('101', 10, 'AK-47 | Redline');
export const OTHER = item('102', 4, 'Glock-18 | Fade');

export const TARGET_15 = item('t15', 15, 'M4A1-S | Decimator');
export const TARGET_20 = item('t20', 20, 'USP-S | Cortex');

export function multipliers(donor: UpgraderItem = SOURCE): Multipliers {
  return {
    donor,
    multy: {
      '2': [TARGET_20],
      '1.5': [TARGET_15],
      '3': [item('t30', 30)],
      '5': [item('t50', 50)],
      '10': [item('t100', 100)],
      '20': [item('t200', 200)],
    },
  };
}

export function upgradeResult(win: boolean, chance = 45, target = TARGET_20): UpgradeResult {
  return { donor: SOURCE.id, target: target.id, chance, win };
}


/** Lets pending promise callbacks run. */
export async function flush(): Promise<void> {
  for (let i = 0; i < 5; i++) await Promise.resolve();
}

export { deferred, type Deferred } from '../../../support/async';
