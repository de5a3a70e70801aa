import { WindowedList, type ListItemSlot } from '@ui/components/WindowedList';

/** Items for the windowed list's tests: told apart by id, named `${label} ${n}` from 1. */
export interface Thing { readonly id: string; readonly name: string }

export const things = (n: number, label = 'Thing'): Thing[] => Array.from({ length: n }, (_, i) => ({ id: `t${i + 1}`, name: `${label} ${i + 1}` }));

/** A WindowedList of things, one a row, rows estimated at 100 px, named "Things". */
export function ThingList({ items }: { readonly items: readonly Thing[] }) {
  return (
    <WindowedList items={items} itemKey={(t) => t.id} estimateRowHeight={100} aria-label="Things"
      renderItem={(thing, _index, slot: ListItemSlot) => <li {...slot}>{thing.name}</li>} />
  );
}
