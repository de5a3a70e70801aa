import { Box, ButtonBase, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { InventoryItem } from '@domain/model/inventory';
import { CrystalIcon } from '@ui/components/CrystalIcon';
import { formatMoney, moneyCount } from '@ui/i18n/formatNumber';
import { rarityBar, rarityColor, rarityGlow } from '@ui/components/rarity';
import { SafeImage } from '@ui/components/SafeImage';
import type { ListItemSlot } from '@ui/components/WindowedList';
import { isDimmed, ItemStatusBadge } from './ItemStatusBadge';

/** The picture's band in a tile, px. */
export const TILE_PICTURE_HEIGHT = 92;

/** The item's name as shown, or spec §2's fallback. */
export function itemNameOf(item: InventoryItem, unknown: string): string {
  return item.win.name?.trim() || unknown;
}

/**
 * Spec §2, an inventory item as a grid tile: picture or placeholder, name, cost in crystals and
 * status, edged and lit in the item's grade. The whole tile is one button, named by what it shows
 * (name, value, status); a tap opens the item's sheet with its details and actions.
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
    <Box component="li" {...slot} data-status={item.status} data-dimmed={dimmed || undefined} sx={{ display: 'flex', minWidth: 0 }}>
      <ButtonBase
        aria-label={label}
        aria-haspopup="dialog"
        onClick={() => onTap(item.id)}
        sx={{
          flex: 1, minWidth: 0, minHeight: 44, display: 'flex', flexDirection: 'column', alignItems: 'stretch', justifyContent: 'flex-start',
          textAlign: 'left', borderRadius: 3, overflow: 'hidden', border: 1, borderColor: 'divider',
          bgcolor: dimmed ? 'transparent' : 'background.paper', color: 'text.primary',
          transition: 'transform 120ms ease', '&:active': { transform: 'scale(0.98)' },
          '&.Mui-focusVisible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 },
        }}
        // The grade's edge and glow (a sold or sent tile keeps the edge, without the glow).
        style={edge ? { borderColor: edge, boxShadow: dimmed ? undefined : rarityGlow(rarity, 10) } : undefined}
      >
        <Box
          data-rarity={rarity}
          sx={{ height: TILE_PICTURE_HEIGHT, display: 'grid', placeItems: 'center', bgcolor: 'action.hover', px: 1 }}
          style={{ backgroundImage: rarityBar(rarity, 0.5), opacity: dimmed ? 0.45 : undefined, filter: dimmed ? 'grayscale(0.7)' : undefined }}
        >
          {/* The button's name says what it is: the picture adds nothing to it. */}
          <SafeImage src={item.win.img} alt="" width="100%" height={TILE_PICTURE_HEIGHT - 8} style={{ objectFit: 'contain' }} />
        </Box>
        {/* The name may wrap to two lines or more: it is never cut. */}
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.5, p: 1.25, pt: 1, flex: 1 }}>
          <Typography component="span" sx={{ fontWeight: 700, fontSize: 14, lineHeight: 1.25, overflowWrap: 'anywhere' }}>{name}</Typography>
          <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, color: 'secondary.main', fontWeight: 800, fontSize: 15, mt: 'auto' }}>
            <CrystalIcon sx={{ fontSize: 16 }} />
            <span>{value}</span>
          </Box>
          <ItemStatusBadge status={item.status} />
        </Box>
      </ButtonBase>
    </Box>
  );
}
