import type { SystemStyleObject, Theme } from '@mui/system';
import { useTranslation } from 'react-i18next';
import type { InventoryItem } from '@domain/model/inventory';
import { CRYSTAL_GLYPH } from '@ui/components/CrystalIcon';
import { formatMoney, moneyCount } from '@ui/i18n/formatNumber';
import { rarityBar, rarityColor, rarityGlow } from '@ui/components/rarity';
import { SafeImage } from '@ui/components/SafeImage';
import type { ListItemSlot } from '@ui/components/WindowedList';
import { isDimmed, PlainStatusBadge, statusBadgeLook } from './ItemStatusBadge';

/** The picture's band in a tile, px. */
export const TILE_PICTURE_HEIGHT = 92;

/** The item's name as shown, or spec §2's fallback. */
export function itemNameOf(item: InventoryItem, unknown: string): string {
  return item.win.name?.trim() || unknown;
}

/**
 * The tiles' look, set once on the element that holds the grid: a tile itself is plain elements
 * with class names. A long inventory's first window is a dozen tiles drawn in the task that paints
 * them, and styles of their own (a styled button, boxes, icons) made each tile several styled
 * elements to resolve and serialize there.
 */
export const INVENTORY_TILE_STYLES: SystemStyleObject<Theme> = {
  '& .inventory-tile': { display: 'flex', minWidth: 0 },
  // A button reset (as MUI's ButtonBase has it), then the tile: edged, rounded, the card's fill.
  '& .inventory-tile > button': {
    position: 'relative', boxSizing: 'border-box', m: 0, p: 0, cursor: 'pointer', userSelect: 'none', verticalAlign: 'middle',
    appearance: 'none', textDecoration: 'none', WebkitTapHighlightColor: 'transparent', outline: 0,
    flex: 1, minWidth: 0, minHeight: 44, display: 'flex', flexDirection: 'column', alignItems: 'stretch', justifyContent: 'flex-start',
    textAlign: 'left', borderRadius: 3, overflow: 'hidden', border: 1, borderColor: 'divider',
    bgcolor: 'background.paper', color: 'text.primary',
    transition: 'transform 120ms ease', '&:active': { transform: 'scale(0.98)' },
    '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 },
  },
  '& .inventory-tile[data-dimmed] > button': { bgcolor: 'transparent' },
  '& .inventory-tile-picture': { height: TILE_PICTURE_HEIGHT, display: 'grid', placeItems: 'center', bgcolor: 'action.hover', px: 1 },
  '& .inventory-tile-text': { display: 'flex', flexDirection: 'column', gap: 0.5, p: 1.25, pt: 1, flex: 1 },
  '& .inventory-tile-name': { typography: 'body1', m: 0, fontWeight: 700, fontSize: 14, lineHeight: 1.25, overflowWrap: 'anywhere' },
  '& .inventory-tile-value': { display: 'inline-flex', alignItems: 'center', gap: 0.5, color: 'secondary.main', fontWeight: 800, fontSize: 15, mt: 'auto' },
  // The crystal: the bright gold in both themes (CrystalIcon's look).
  '& .inventory-tile-value > svg': { display: 'inline-block', flexShrink: 0, width: '1em', height: '1em', fontSize: 16, color: 'secondary.light' },
  '& [data-status-badge]': statusBadgeLook(false),
};

/**
 * Spec §2, an inventory item as a grid tile: picture or placeholder, name, cost in crystals and
 * status, edged and lit in the item's grade. The whole tile is one button, named by what it shows
 * (name, value, status); a tap opens the item's sheet with its details and actions. Drawn inside an
 * element styled with INVENTORY_TILE_STYLES.
 */
export function InventoryTile({ item, slot, onTap }: {
  item: InventoryItem;
  /** From the list: spread on the tile's <li>. */
  slot: ListItemSlot;
  onTap: (itemId: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const name = itemNameOf(item, t('inventory.unknownItem'));
  const dimmed = isDimmed(item.status);
  const { rarity, cost } = item.win;
  const edge = rarityColor(rarity);
  const value = formatMoney(cost, i18n.language);
  const label = t('inventory.tile', {
    name, cost: t('inventory.cost', { value, count: moneyCount(cost) }), status: t(`inventory.status.${item.status}`),
  });
  return (
    <li {...slot} className="inventory-tile" data-status={item.status} data-dimmed={dimmed || undefined}>
      <button
        type="button"
        aria-label={label}
        aria-haspopup="dialog"
        onClick={() => onTap(item.id)}
        // The grade's edge and glow (a sold or sent tile keeps the edge, without the glow).
        style={edge ? { borderColor: edge, boxShadow: dimmed ? undefined : rarityGlow(rarity, 10) } : undefined}
      >
        <span className="inventory-tile-picture" data-rarity={rarity}
          style={{ backgroundImage: rarityBar(rarity, 0.5), opacity: dimmed ? 0.45 : undefined, filter: dimmed ? 'grayscale(0.7)' : undefined }}>
          {/* The button's name says what it is: the picture adds nothing to it. */}
          <SafeImage src={item.win.img} alt="" width="100%" height={TILE_PICTURE_HEIGHT - 8} style={{ objectFit: 'contain' }} />
        </span>
        {/* The name may wrap to two lines or more: it is never cut. */}
        <span className="inventory-tile-text">
          <span className="inventory-tile-name">{name}</span>
          <span className="inventory-tile-value">
            <svg viewBox="0 0 24 24" aria-hidden focusable="false">{CRYSTAL_GLYPH}</svg>
            <span>{value}</span>
          </span>
          <PlainStatusBadge status={item.status} />
        </span>
      </button>
    </li>
  );
}
