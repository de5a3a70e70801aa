import type { SxProps, Theme } from '@mui/material';
import type { ReactNode } from 'react';

/** Lists up to this many items render in full (screen readers, find-in-page and tests see every item). */
export const FULL_LIST_LIMIT = 60;

/**
 * What `renderItem` must spread on the `<li>` it returns. In full mode it holds nothing; in windowed
 * mode the item's place in the whole list (aria-setsize / aria-posinset) and, on the first item of a
 * row, the ref and index that let the list measure that row.
 */
export interface ListItemSlot {
  readonly ref?: (node: HTMLLIElement | null) => void;
  readonly 'data-index'?: number;
  readonly 'aria-setsize'?: number;
  readonly 'aria-posinset'?: number;
}

export interface WindowedListProps<T> {
  readonly items: readonly T[];
  /** A stable, unique key per item (its React key). */
  readonly itemKey: (item: T) => string;
  /** One `<li>` per item, with `slot` spread on it. No key needed: the list keys it. */
  readonly renderItem: (item: T, index: number, slot: ListItemSlot) => ReactNode;
  /** A first guess at the height of a row in px; rows are measured once drawn. */
  readonly estimateRowHeight: number;
  /** Items per row (a grid of equal columns). */
  readonly columns?: number;
  /** Space between rows and between columns, in px. */
  readonly gap?: number;
  /** Longer lists render in windows (default FULL_LIST_LIMIT). */
  readonly fullListLimit?: number;
  readonly 'aria-label'?: string;
  readonly 'aria-labelledby'?: string;
  readonly sx?: SxProps<Theme>;
}

export function listSx(columns: number, gap: number, sx: SxProps<Theme> | undefined): SxProps<Theme> {
  return [
    { listStyle: 'none', m: 0, p: 0, display: 'grid', gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`, gap: `${gap}px` },
    ...(Array.isArray(sx) ? sx : [sx]),
  ];
}

/** What the windowed mode takes: the list's props and, when known, where its frame was laid out. */
export interface WindowedRowsProps<T> extends WindowedListProps<T> {
  /** The frame's distance from the top of the page (px), or null when it was never laid out. */
  readonly initialOffset?: number | null;
}

/** An element's distance from the top of the page: both rectangles move with the scroll, their difference does not. */
export function pageOffsetOf(element: Element): number {
  return Math.round(element.getBoundingClientRect().top - document.documentElement.getBoundingClientRect().top);
}
