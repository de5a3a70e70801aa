import AutoAwesomeRounded from '@mui/icons-material/AutoAwesomeRounded';
import CheckCircleOutlineRounded from '@mui/icons-material/CheckCircleOutlineRounded';
import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined';
import ReplayRounded from '@mui/icons-material/ReplayRounded';
import SellOutlined from '@mui/icons-material/SellOutlined';
import SendRounded from '@mui/icons-material/SendRounded';
import SwapHorizRounded from '@mui/icons-material/SwapHorizRounded';
import TrendingUpRounded from '@mui/icons-material/TrendingUpRounded';
import VerifiedUserOutlined from '@mui/icons-material/VerifiedUserOutlined';
import WarningAmberRounded from '@mui/icons-material/WarningAmberRounded';
import { Box, Button, Card, Chip, CircularProgress, Stack, Typography } from '@mui/material';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ROUTES } from '@ui/navigation/routes';
import { canActOn } from '@domain/features/inventory/inventoryTabs';
import type { InventoryItem, ItemStatus } from '@domain/model/inventory';
import { CrystalIcon } from '@ui/components/CrystalIcon';
import { formatMoney, moneyCount } from '@ui/i18n/formatNumber';
import { rarityBar, rarityColor } from '@ui/components/rarity';
import { SafeImage } from '@ui/components/SafeImage';
import { visuallyHidden } from '@ui/components/visuallyHidden';
import type { ListItemSlot } from '@ui/components/WindowedList';
import type { InventoryViewModel } from './InventoryViewModel';

const STATUS_COLOUR: Record<ItemStatus, string> = {
  available: 'success.main',
  returned: 'warning.main',
  sending: 'info.main',
  sent: 'text.secondary',
  sold: 'text.secondary',
};

function StatusIcon({ status }: { status: ItemStatus }) {
  const props = { fontSize: 'inherit', 'aria-hidden': true } as const;
  switch (status) {
    case 'available': return <CheckCircleOutlineRounded {...props} />;
    case 'returned': return <ReplayRounded {...props} />;
    // Spec §2: a sending item shows a spinner icon.
    case 'sending': return <CircularProgress size={13} thickness={5} color="inherit" aria-hidden data-testid="sending-spinner" />;
    case 'sent': return <LocalShippingOutlined {...props} />;
    case 'sold': return <SellOutlined {...props} />;
  }
}

function Notice({ icon, colour, children }: { icon: ReactNode; colour: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', gap: 0.75, alignItems: 'flex-start', color: colour, fontSize: 13, lineHeight: 1.35, mt: 1 }}>
      <Box component="span" sx={{ display: 'flex', fontSize: 16, mt: '1px' }}>{icon}</Box>
      <Typography component="span" variant="body2" sx={{ fontSize: 13, color: 'text.primary' }}>{children}</Typography>
    </Box>
  );
}

/** Spec §2: one inventory item — picture, name, status, cost, badges, notices, and its actions. */
export const InventoryItemCard = observer(function InventoryItemCard({ item, vm, slot, onSell, onWithdraw }: {
  item: InventoryItem;
  vm: InventoryViewModel;
  /** From the list: spread on the card's <li>. */
  slot: ListItemSlot;
  onSell: (id: string) => void;
  onWithdraw: (id: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const name = item.win.name?.trim() || t('inventory.unknownItem');
  const upgraded = item.win.soldUpgrader || item.win.winUpgrader;
  const running = vm.runningAction(item.id);
  const dimmed = item.status === 'sold' || item.status === 'sent';
  const fmt = (n: number) => formatMoney(n, i18n.language);
  const badges: ReactNode[] = [];
  if (item.status === 'returned') {
    badges.push(<Chip key="returned" size="small" label={t('inventory.returnedBadge')} sx={{ bgcolor: 'warning.main', color: 'warning.contrastText', fontWeight: 700 }} />);
  }
  if (item.win.soldUpgrader) badges.push(<Chip key="sold-upgrader" size="small" variant="outlined" icon={<TrendingUpRounded />} label={t('inventory.soldInUpgrader')} />);
  if (item.win.winUpgrader) badges.push(<Chip key="won-upgrader" size="small" variant="outlined" color="secondary" icon={<AutoAwesomeRounded />} label={t('inventory.wonInUpgrader')} />);

  return (
    <Box component="li" {...slot} data-status={item.status} data-dimmed={dimmed || undefined}>
      {/* Sold and sent cards are dimmed (spec §2) by their picture and their surface; their text keeps its contrast. */}
      <Card elevation={0} variant={dimmed ? 'outlined' : 'elevation'} sx={{ p: 1.5, bgcolor: dimmed ? 'transparent' : 'background.paper' }}>
        <Box sx={{ display: 'flex', gap: 1.5 }}>
          <Box
            data-rarity={item.win.rarity}
            sx={{ flex: '0 0 88px', height: 66, borderRadius: 2, bgcolor: 'action.hover', display: 'grid', placeItems: 'center', overflow: 'hidden' }}
            style={{ backgroundImage: rarityBar(item.win.rarity, 0.45), borderBottom: `3px solid ${rarityColor(item.win.rarity) ?? 'transparent'}`, opacity: dimmed ? 0.45 : undefined, filter: dimmed ? 'grayscale(0.7)' : undefined }}
          >
            <SafeImage src={item.win.img} alt={name} width={88} height={66} style={{ objectFit: 'contain' }} />
          </Box>
          <Box sx={{ minWidth: 0, flex: 1 }}>
            <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, lineHeight: 1.25, overflowWrap: 'anywhere' }}>{name}</Typography>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, mt: 0.5, color: STATUS_COLOUR[item.status], fontSize: 14 }}>
              <StatusIcon status={item.status} />
              <Typography component="span" variant="body2" sx={{ color: 'inherit', fontWeight: 600 }}>{t(`inventory.status.${item.status}`)}</Typography>
            </Box>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, mt: 0.25, color: 'secondary.main', fontWeight: 700 }}>
              <CrystalIcon sx={{ fontSize: 16 }} aria-hidden />
              <span aria-hidden>{fmt(item.win.cost)}</span>
              <Box component="span" sx={visuallyHidden}>{t('inventory.cost', { value: fmt(item.win.cost), count: moneyCount(item.win.cost) })}</Box>
            </Box>
          </Box>
        </Box>
        {badges.length > 0 ? <Stack direction="row" spacing={0.75} sx={{ mt: 1, flexWrap: 'wrap', rowGap: 0.75 }}>{badges}</Stack> : null}
        {item.win.penalty !== null && item.win.penalty > 0 ? (
          <Notice icon={<WarningAmberRounded fontSize="inherit" />} colour="warning.main">{t('inventory.penalty', { value: fmt(item.win.penalty), count: moneyCount(item.win.penalty) })}</Notice>
        ) : null}
        {item.status === 'returned' && item.win.changed ? (
          <Notice icon={<SwapHorizRounded fontSize="inherit" />} colour="info.main">{t('inventory.replaced')}</Notice>
        ) : null}
        {canActOn(item.status) ? (
          <Stack direction="row" spacing={1} sx={{ mt: 1.5 }}>
            <ActionButton
              label={t('inventory.sell')}
              ariaLabel={t('inventory.sellItem', { name })}
              icon={<SellOutlined />}
              variant="contained"
              spinning={running === 'sell'}
              disabled={running !== null}
              onClick={() => onSell(item.id)}
            />
            <ActionButton
              label={t('inventory.withdraw')}
              ariaLabel={t('inventory.withdrawItem', { name })}
              icon={<SendRounded />}
              variant="outlined"
              spinning={running === 'send'}
              disabled={running !== null}
              onClick={() => onWithdraw(item.id)}
            />
          </Stack>
        ) : vm.isPinned(item.id) ? (
          // Just acted on: the row keeps its height (nothing slides under a second tap) and says where the item went.
          <Button fullWidth size="small" variant="outlined" disabled startIcon={<StatusIcon status={item.status} />} sx={{ mt: 1.5, minHeight: 44 }}>
            {t(`inventory.status.${item.status}`)}
          </Button>
        ) : null}
        {/* The roll behind the item — its opening, or the upgrade that staked or won it — recomputed in the browser. */}
        <Button component={Link} to={ROUTES.verifyDrop(item.id, upgraded ? 'upgrade' : undefined)} variant="text" size="small" startIcon={<VerifiedUserOutlined />}
          aria-label={t(upgraded ? 'verifyDrop.linkUpgradeFor' : 'verifyDrop.linkFor', { name })} sx={{ mt: 1, minHeight: 44 }}>
          {t(upgraded ? 'verifyDrop.linkUpgrade' : 'verifyDrop.link')}
        </Button>
      </Card>
    </Box>
  );
});

function ActionButton({ label, ariaLabel, icon, variant, spinning, disabled, onClick }: {
  label: string; ariaLabel: string; icon: ReactNode; variant: 'contained' | 'outlined'; spinning: boolean; disabled: boolean; onClick: () => void;
}) {
  return (
    <Button
      fullWidth
      size="small"
      variant={variant}
      aria-label={ariaLabel}
      aria-busy={spinning || undefined}
      disabled={disabled}
      onClick={onClick}
      startIcon={spinning ? <CircularProgress size={16} color="inherit" aria-hidden /> : icon}
      sx={{ minHeight: 44 }}
    >
      {label}
    </Button>
  );
}
