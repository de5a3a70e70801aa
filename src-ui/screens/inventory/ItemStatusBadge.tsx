import CheckCircleOutlineRounded from '@mui/icons-material/CheckCircleOutlineRounded';
import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined';
import ReplayRounded from '@mui/icons-material/ReplayRounded';
import SellOutlined from '@mui/icons-material/SellOutlined';
import { Box, CircularProgress } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { ItemStatus } from '@domain/model/inventory';

/** Spec §2: sold and sent items are dimmed. */
export function isDimmed(status: ItemStatus): boolean {
  return status === 'sold' || status === 'sent';
}

function StatusIcon({ status }: { status: ItemStatus }) {
  const props = { fontSize: 'inherit', 'aria-hidden': true } as const;
  switch (status) {
    case 'available': return <CheckCircleOutlineRounded {...props} />;
    case 'returned': return <ReplayRounded {...props} />;
    // Spec §2: a sending item shows a spinner icon.
    case 'sending': return <CircularProgress size={12} thickness={5} color="inherit" aria-hidden data-testid="sending-spinner" />;
    case 'sent': return <LocalShippingOutlined {...props} />;
    case 'sold': return <SellOutlined {...props} />;
  }
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
 * Spec §2: an item's status icon and text — the one label of its status (a returned item's is the
 * orange Returned badge; nothing else repeats it). `large` in the item's sheet.
 */
export function ItemStatusBadge({ status, large = false }: { status: ItemStatus; large?: boolean }) {
  const { t } = useTranslation();
  const { color, bgcolor } = LOOK[status];
  const filled = bgcolor !== 'transparent';
  return (
    <Box component="span" data-status-badge={status}
      sx={{
        display: 'inline-flex', alignItems: 'center', gap: 0.5, alignSelf: 'flex-start', maxWidth: '100%',
        color, bgcolor, borderRadius: 1.5, px: filled ? 0.75 : 0, py: filled ? 0.125 : 0,
        fontSize: large ? 14 : 12, fontWeight: 700, lineHeight: 1.35,
      }}>
      <Box component="span" sx={{ display: 'inline-flex', flex: 'none', fontSize: large ? 16 : 14 }}><StatusIcon status={status} /></Box>
      <span>{t(`inventory.status.${status}`)}</span>
    </Box>
  );
}
