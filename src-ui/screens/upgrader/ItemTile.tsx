import { Box, Card, CardActionArea, CircularProgress, Skeleton, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { UpgraderItem } from '@domain/model/upgrader';
import { splitItemName } from '@domain/model/itemName';
import { CrystalIcon } from '@ui/components/CrystalIcon';
import { formatMoney, moneyCount } from '@ui/i18n/formatNumber';
import { formatPercent } from '@ui/i18n/formatPercent';
import { chanceColour, type ChanceColour } from '@domain/features/upgrader/upgrader';
import { rarityBar, rarityColor } from '@ui/components/rarity';
import { SafeImage } from '@ui/components/SafeImage';
import { WindowedList, type ListItemSlot } from '@ui/components/WindowedList';

const CHANCE_PALETTE: Record<ChanceColour, 'success' | 'warning' | 'error'> = { green: 'success', yellow: 'warning', red: 'error' };

/** An item's name on two lines ('weapon | finish', spec §3; each may wrap, none is cut) and its price. */
export function ItemText({ item, align = 'left', size = 'small' }: { item: UpgraderItem; align?: 'left' | 'center'; size?: 'small' | 'large' }) {
  const { i18n } = useTranslation();
  const [weapon, finish] = splitItemName(item.name);
  const large = size === 'large';
  return (
    <Box sx={{ minWidth: 0, textAlign: align }}>
      {/* Never cut: a long (Russian) weapon or finish wraps instead, breaking inside a word only if it cannot fit its line. */}
      <Typography component="p" sx={{ fontWeight: 700, fontSize: large ? '1rem' : '0.8125rem', lineHeight: 1.3, overflowWrap: 'break-word' }}>{weapon}</Typography>
      <Typography component="p" color="textSecondary" sx={{ fontSize: large ? '0.875rem' : '0.75rem', lineHeight: 1.3, minHeight: '1.3em', overflowWrap: 'break-word' }}>
        {finish ?? ''}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: align === 'center' ? 'center' : 'flex-start', gap: 0.25, mt: 0.5, color: 'secondary.main', fontWeight: 700, fontSize: large ? '1rem' : '0.8125rem' }}>
        <CrystalIcon sx={{ fontSize: large ? 18 : 15 }} />
        <span>{formatMoney(item.price, i18n.language)}</span>
      </Box>
    </Box>
  );
}

interface ItemTileProps {
  readonly item: UpgraderItem;
  readonly onPick: (item: UpgraderItem) => void;
  readonly disabled?: boolean;
  /** This tile's chance is loading. */
  readonly busy?: boolean;
  /** Step 2: the chance (percent) this target would give; absent or null: not told. */
  readonly chance?: number | null;
  /** From the grid: spread on the tile's <li>. */
  readonly slot: ListItemSlot;
}

/** A tappable item in the 3-column grids of steps 1 and 2. */
export function ItemTile({ item, onPick, disabled = false, busy = false, chance = null, slot }: ItemTileProps) {
  const { t, i18n } = useTranslation();
  const chanceText = chance === null ? null : formatPercent(chance, i18n.language);
  const label = t('upgrader.itemLabel', { name: item.name, price: formatMoney(item.price, i18n.language), count: moneyCount(item.price) });
  return (
    <Box component="li" {...slot} sx={{ minWidth: 0 }}>
      {/* The skin's CS2 grade, when the server sends one: a bar of its colour under the picture. */}
      <Card elevation={0} data-rarity={item.rarity} sx={{ height: '100%', position: 'relative' }}
        style={{ backgroundImage: rarityBar(item.rarity, 0.3), borderBottom: `3px solid ${rarityColor(item.rarity) ?? 'transparent'}` }}>
        <CardActionArea
          onClick={() => onPick(item)}
          disabled={disabled}
          aria-busy={busy || undefined}
          aria-label={chanceText === null ? label : `${label}, ${t('upgrader.targetChance', { value: chanceText })}`}
          sx={{ p: 1, height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'stretch', justifyContent: 'flex-start' }}
        >
          <SafeImage src={item.img} alt="" width="100%" height={64} style={{ objectFit: 'contain' }} />
          <Box sx={{ mt: 0.75 }}>
            <ItemText item={item} />
          </Box>
          {chance === null ? null : (
            // The chance in its spec §5 colour, on a pill of that colour so it reads in both themes.
            <Box component="span" data-testid="target-chance" data-colour={chanceColour(chance)}
              sx={{ alignSelf: 'flex-start', mt: 0.5, px: 0.75, borderRadius: 1, fontSize: '0.75rem', fontWeight: 800, lineHeight: 1.6,
                color: (th) => (th.palette.mode === 'light' ? th.palette[CHANCE_PALETTE[chanceColour(chance)]].dark : th.palette[CHANCE_PALETTE[chanceColour(chance)]].light),
                bgcolor: (th) => alpha(th.palette[CHANCE_PALETTE[chanceColour(chance)]].main, 0.16) }}>
              {chanceText}
            </Box>
          )}
        </CardActionArea>
        {busy ? (
          <Box sx={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center', bgcolor: (th) => alpha(th.palette.background.paper, 0.6), pointerEvents: 'none' }}>
            <CircularProgress size={28} />
          </Box>
        ) : null}
      </Card>
    </Box>
  );
}

/** A row of three tiles, in px (rows are measured once drawn). */
const ROW_HEIGHT_GUESS = 137;
const itemId = (item: UpgraderItem) => item.id;

/** The 3-column grid the tiles sit in, drawn in windows when it is long. */
export function ItemGrid({ label, items, renderTile }: {
  label: string;
  items: readonly UpgraderItem[];
  renderTile: (item: UpgraderItem, slot: ListItemSlot) => ReactNode;
}) {
  return (
    <WindowedList items={items} itemKey={itemId} columns={3} gap={8} estimateRowHeight={ROW_HEIGHT_GUESS} aria-label={label}
      renderItem={(item, _index, slot) => renderTile(item, slot)} />
  );
}

/** While the skins or targets load: the 3-column grid's shape, in still tiles. */
export function ItemGridSkeleton({ label, tiles = 9 }: { label: string; tiles?: number }) {
  return (
    <Box role="status" aria-label={label} aria-busy="true" data-testid="upgrader-skeleton"
      sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: '8px' }}>
      {Array.from({ length: tiles }, (_, i) => (
        <Card key={i} elevation={0} aria-hidden sx={{ p: 1 }}>
          <Skeleton variant="rounded" height={64} />
          <Skeleton variant="text" sx={{ mt: 0.75, fontSize: '0.8125rem' }} width="80%" />
          <Skeleton variant="text" sx={{ fontSize: '0.75rem' }} width="60%" />
          <Skeleton variant="text" sx={{ mt: 0.5, fontSize: '0.8125rem' }} width="45%" />
        </Card>
      ))}
    </Box>
  );
}
