import { Box, CircularProgress } from '@mui/material';
import type { SystemStyleObject, Theme } from '@mui/system';
import { useTranslation } from 'react-i18next';
import type { ItemStatus } from '@domain/model/inventory';

/** Spec §2: sold and sent items are dimmed. */
export function isDimmed(status: ItemStatus): boolean {
  return status === 'sold' || status === 'sent';
}

/**
 * The status glyphs (Material icons CheckCircleOutlineRounded, ReplayRounded, LocalShippingOutlined,
 * SellOutlined) as plain SVG: a tile of a long list draws one, and an icon component per tile is a
 * styled element more in the list's first render.
 */
const GLYPHS: Record<Exclude<ItemStatus, 'sending'>, string> = {
  available: 'M12 2C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2m0 18c-4.41 0-8-3.59-8-8s3.59-8 8-8 8 3.59 8 8-3.59 8-8 8m3.88-11.71L10 14.17l-1.88-1.88a.996.996 0 0 0-1.41 0c-.39.39-.39 1.02 0 1.41l2.59 2.59c.39.39 1.02.39 1.41 0L17.3 9.7c.39-.39.39-1.02 0-1.41s-1.03-.39-1.42 0',
  returned: 'M12 5V2.21c0-.45-.54-.67-.85-.35l-3.8 3.79c-.2.2-.2.51 0 .71l3.79 3.79c.32.31.86.09.86-.36V7c3.73 0 6.68 3.42 5.86 7.29-.47 2.27-2.31 4.1-4.57 4.57-3.57.75-6.75-1.7-7.23-5.01-.07-.48-.49-.85-.98-.85-.6 0-1.08.53-1 1.13.62 4.39 4.8 7.64 9.53 6.72 3.12-.61 5.63-3.12 6.24-6.24C20.84 9.48 16.94 5 12 5',
  sent: 'M20 8h-3V4H3c-1.1 0-2 .9-2 2v11h2c0 1.66 1.34 3 3 3s3-1.34 3-3h6c0 1.66 1.34 3 3 3s3-1.34 3-3h2v-5zm-.5 1.5 1.96 2.5H17V9.5zM6 18c-.55 0-1-.45-1-1s.45-1 1-1 1 .45 1 1-.45 1-1 1m2.22-3c-.55-.61-1.33-1-2.22-1s-1.67.39-2.22 1H3V6h12v9zM18 18c-.55 0-1-.45-1-1s.45-1 1-1 1 .45 1 1-.45 1-1 1',
  sold: 'm21.41 11.41-8.83-8.83c-.37-.37-.88-.58-1.41-.58H4c-1.1 0-2 .9-2 2v7.17c0 .53.21 1.04.59 1.41l8.83 8.83c.78.78 2.05.78 2.83 0l7.17-7.17c.78-.78.78-2.04-.01-2.83M12.83 20 4 11.17V4h7.17L20 12.83zM5 6.5a1.5 1.5 0 1 0 3 0a1.5 1.5 0 1 0-3 0',
};

function StatusIcon({ status }: { status: ItemStatus }) {
  // Spec §2: a sending item shows a spinner icon.
  if (status === 'sending') return <CircularProgress size={12} thickness={5} color="inherit" aria-hidden data-testid="sending-spinner" />;
  return (
    <svg viewBox="0 0 24 24" width="1em" height="1em" fill="currentColor" aria-hidden focusable="false" style={{ display: 'inline-block', flexShrink: 0 }}>
      <path d={GLYPHS[status]} />
    </svg>
  );
}

/** The status's colours: text and icon, and a soft fill behind them (the returned one is spec §2's orange badge). */
const LOOK: Record<ItemStatus, { readonly color: string; readonly bgcolor: string }> = {
  available: { color: 'success.main', bgcolor: 'transparent' },
  returned: { color: 'warning.contrastText', bgcolor: 'warning.main' },
  sending: { color: 'info.main', bgcolor: 'transparent' },
  sent: { color: 'text.secondary', bgcolor: 'transparent' },
  sold: { color: 'text.secondary', bgcolor: 'transparent' },
};

/**
 * The badge's look, for an element holding badges (`[data-status-badge]`): a list of tiles sets it
 * once on its container rather than on each tile's badge.
 */
export function statusBadgeLook(large: boolean): SystemStyleObject<Theme> {
  const look: Record<string, SystemStyleObject<Theme>> = {};
  for (const [status, { color, bgcolor }] of Object.entries(LOOK)) {
    const filled = bgcolor !== 'transparent';
    look[`&[data-status-badge="${status}"]`] = filled ? { color, bgcolor, px: 0.75, py: 0.125 } : { color };
  }
  return {
    display: 'inline-flex', alignItems: 'center', gap: 0.5, alignSelf: 'flex-start', maxWidth: '100%',
    borderRadius: 1.5, fontSize: large ? 14 : 12, fontWeight: 700, lineHeight: 1.35,
    '& > span:first-of-type': { display: 'inline-flex', flex: 'none', fontSize: large ? 16 : 14 },
    ...look,
  };
}

/** The badge's icon and text. */
function BadgeParts({ status }: { status: ItemStatus }) {
  const { t } = useTranslation();
  return (
    <>
      <span><StatusIcon status={status} /></span>
      <span>{t(`inventory.status.${status}`)}</span>
    </>
  );
}

/** The badge without styles of its own: inside an element whose styles give `[data-status-badge]` the `statusBadgeLook`. */
export function PlainStatusBadge({ status }: { status: ItemStatus }) {
  return <span data-status-badge={status}><BadgeParts status={status} /></span>;
}

/**
 * Spec §2: an item's status icon and text — the one label of its status (a returned item's is the
 * orange Returned badge; nothing else repeats it). `large` in the item's sheet.
 */
export function ItemStatusBadge({ status, large = false }: { status: ItemStatus; large?: boolean }) {
  return <Box component="span" data-status-badge={status} sx={statusBadgeLook(large)}><BadgeParts status={status} /></Box>;
}
