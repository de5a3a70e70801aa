import AutoAwesomeRounded from '@mui/icons-material/AutoAwesomeRounded';
import CloseRounded from '@mui/icons-material/CloseRounded';
import SellOutlined from '@mui/icons-material/SellOutlined';
import SendRounded from '@mui/icons-material/SendRounded';
import SwapHorizRounded from '@mui/icons-material/SwapHorizRounded';
import TrendingUpRounded from '@mui/icons-material/TrendingUpRounded';
import VerifiedUserOutlined from '@mui/icons-material/VerifiedUserOutlined';
import WarningAmberRounded from '@mui/icons-material/WarningAmberRounded';
import { Box, Button, Chip, CircularProgress, Drawer, IconButton, Stack, Typography } from '@mui/material';
import { observer } from 'mobx-react-lite';
import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { canActOn } from '@domain/features/inventory/inventoryTabs';
import type { InventoryItem } from '@domain/model/inventory';
import { CrystalIcon } from '@ui/components/CrystalIcon';
import { rarityBar, rarityColor, rarityGlow } from '@ui/components/rarity';
import { SafeImage } from '@ui/components/SafeImage';
import { useOpensAfterPaint } from '@ui/components/useOpensAfterPaint';
import { visuallyHidden } from '@ui/components/visuallyHidden';
import { formatMoney, moneyCount } from '@ui/i18n/formatNumber';
import { ROUTES, type UpgraderNavigationState } from '@ui/navigation/routes';
import { padWithSafeArea } from '@ui/navigation/safeArea';
import { useBackHandler } from '@ui/navigation/useBackHandler';
import { isDimmed, ItemStatusBadge } from './ItemStatusBadge';
import { itemNameOf } from './InventoryTile';
import type { AfterAction, InventoryViewModel } from './InventoryViewModel';

function Notice({ icon, colour, children }: { icon: ReactNode; colour: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', gap: 0.75, alignItems: 'flex-start', color: colour, fontSize: 13, lineHeight: 1.35 }}>
      <Box component="span" sx={{ display: 'flex', fontSize: 16, mt: '1px' }}>{icon}</Box>
      <Typography component="span" variant="body2" sx={{ fontSize: 13, color: 'text.primary' }}>{children}</Typography>
    </Box>
  );
}

/**
 * An item's sheet, opened by a tap on its tile (spec §2's item card in full): picture, name,
 * status, cost, badges and notices, and its actions — Sell and Send to Steam for available and
 * returned items (each with a spinner, both disabled while one runs), Upgrade (the upgrader handed
 * this skin, as from a case's result) and Verify. `follow` takes what the screen does after an action.
 */
export const InventoryItemSheet = observer(function InventoryItemSheet({ vm, follow }: {
  vm: InventoryViewModel;
  follow: (after: AfterAction) => void;
}) {
  const open = vm.openItem;
  // The last item shown stays drawn while the sheet slides away.
  const last = useRef<InventoryItem | null>(null);
  if (open) last.current = open;
  const item = open ?? last.current;
  // The messenger's Back closes the sheet rather than leaving the inventory.
  useBackHandler(vm.sheetClosed, open !== null);
  const drawn = useOpensAfterPaint(open !== null);
  return (
    <Drawer
      anchor="bottom"
      open={drawn}
      // The second tap of a double tap on a tile lands on the backdrop that the first one brought:
      // it must not close the sheet the player just opened.
      onClose={(event, reason) => {
        const taps = (event as Partial<MouseEvent>).detail ?? 0;
        if (reason === 'backdropClick' && taps > 1) return;
        vm.sheetClosed();
      }}
      slotProps={{
        paper: {
          role: 'dialog', 'aria-modal': true, 'aria-labelledby': 'item-sheet-title',
          sx: {
            maxWidth: 672, mx: 'auto', borderTopLeftRadius: 20, borderTopRightRadius: 20, bgcolor: 'background.paper', maxHeight: 'calc(100dvh - 24px)',
            pl: padWithSafeArea('left', '16px'), pr: padWithSafeArea('right', '16px'), pt: 1, pb: padWithSafeArea('bottom', '16px'),
          },
        },
      }}
    >
      {item ? <SheetBody item={item} vm={vm} follow={follow} /> : null}
    </Drawer>
  );
});

const SheetBody = observer(function SheetBody({ item, vm, follow }: { item: InventoryItem; vm: InventoryViewModel; follow: (after: AfterAction) => void }) {
  const { t, i18n } = useTranslation();
  const name = itemNameOf(item, t('inventory.unknownItem'));
  const fmt = (n: number) => formatMoney(n, i18n.language);
  const { rarity } = item.win;
  const upgraded = item.win.soldUpgrader || item.win.winUpgrader;
  const running = vm.runningAction(item.id);
  const dimmed = isDimmed(item.status);
  const actionable = canActOn(item.status);
  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'center', mb: 1 }}>
        <Box aria-hidden sx={{ width: 36, height: 4, borderRadius: 2, bgcolor: 'divider', mx: 'auto' }} />
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
        <Typography id="item-sheet-title" variant="h3" component="h2" sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere', pt: 1 }}>{name}</Typography>
        <IconButton onClick={vm.sheetClosed} aria-label={t('inventory.sheetClose')} sx={{ width: 44, height: 44, mr: -1 }}><CloseRounded /></IconButton>
      </Box>
      <Box
        data-rarity={rarity}
        sx={{ height: 150, my: 1.5, borderRadius: 3, display: 'grid', placeItems: 'center', bgcolor: 'action.hover', border: 1, borderColor: 'divider', overflow: 'hidden' }}
        style={{
          backgroundImage: rarityBar(rarity, 0.55), borderColor: rarityColor(rarity) ?? undefined,
          boxShadow: dimmed ? undefined : rarityGlow(rarity, 16), filter: dimmed ? 'grayscale(0.7)' : undefined,
        }}
      >
        <SafeImage src={item.win.img} alt={name} width="80%" height={134} loading="eager" style={{ objectFit: 'contain', opacity: dimmed ? 0.5 : undefined }} />
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
        <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, color: 'secondary.main', fontWeight: 800, fontSize: 20 }}>
          <CrystalIcon sx={{ fontSize: 20 }} aria-hidden />
          <span aria-hidden>{fmt(item.win.cost)}</span>
          <Box component="span" sx={visuallyHidden}>{t('inventory.cost', { value: fmt(item.win.cost), count: moneyCount(item.win.cost) })}</Box>
        </Box>
        <ItemStatusBadge status={item.status} large />
      </Box>
      {item.win.soldUpgrader || item.win.winUpgrader ? (
        <Stack direction="row" spacing={0.75} sx={{ mt: 1.25, flexWrap: 'wrap', rowGap: 0.75 }}>
          {item.win.soldUpgrader ? <Chip size="small" variant="outlined" icon={<TrendingUpRounded />} label={t('inventory.soldInUpgrader')} /> : null}
          {item.win.winUpgrader ? <Chip size="small" variant="outlined" color="secondary" icon={<AutoAwesomeRounded />} label={t('inventory.wonInUpgrader')} /> : null}
        </Stack>
      ) : null}
      <Stack spacing={0.75} sx={{ mt: 1.25, '&:empty': { display: 'none' } }}>
        {item.win.penalty !== null && item.win.penalty > 0 ? (
          <Notice icon={<WarningAmberRounded fontSize="inherit" />} colour="warning.main">{t('inventory.penalty', { value: fmt(item.win.penalty), count: moneyCount(item.win.penalty) })}</Notice>
        ) : null}
        {item.status === 'returned' && item.win.changed ? (
          <Notice icon={<SwapHorizRounded fontSize="inherit" />} colour="info.main">{t('inventory.replaced')}</Notice>
        ) : null}
      </Stack>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 1, mt: 2 }}>
        {actionable ? (
          <>
            <ActionButton label={t('inventory.sell')} ariaLabel={t('inventory.sellItem', { name })} icon={<SellOutlined />} variant="contained"
              spinning={running === 'sell'} disabled={running !== null} onClick={() => void vm.sellPressed().then(follow)} />
            <ActionButton label={t('inventory.withdraw')} ariaLabel={t('inventory.withdrawItem', { name })} icon={<SendRounded />} variant="outlined"
              spinning={running === 'send'} disabled={running !== null} onClick={() => void vm.withdrawPressed().then(follow)} />
            {/* The upgrader handed this skin (as from a case's result): it starts at step 2 with it. */}
            <Button component={Link} to={ROUTES.upgrader} state={{ donorId: item.id } satisfies UpgraderNavigationState} variant="outlined" color="secondary"
              startIcon={<TrendingUpRounded />} aria-label={t('inventory.upgradeItem', { name })} disabled={running !== null} sx={{ minHeight: 44 }}>
              {t('inventory.upgrade')}
            </Button>
          </>
        ) : null}
        {/* The roll behind the item — its opening, or the upgrade that staked or won it — recomputed in the browser. */}
        <Button component={Link} to={ROUTES.verifyDrop(item.id, upgraded ? 'upgrade' : undefined)} variant="text" startIcon={<VerifiedUserOutlined />}
          aria-label={t(upgraded ? 'verifyDrop.linkUpgradeFor' : 'verifyDrop.linkFor', { name })}
          sx={{ minHeight: 44, gridColumn: actionable ? undefined : '1 / -1' }}>
          {t(upgraded ? 'verifyDrop.linkUpgrade' : 'verifyDrop.link')}
        </Button>
      </Box>
    </>
  );
});

function ActionButton({ label, ariaLabel, icon, variant, spinning, disabled, onClick }: {
  label: string; ariaLabel: string; icon: ReactNode; variant: 'contained' | 'outlined'; spinning: boolean; disabled: boolean; onClick: () => void;
}) {
  return (
    <Button
      variant={variant}
      aria-label={ariaLabel}
      aria-busy={spinning || undefined}
      disabled={disabled}
      onClick={onClick}
      startIcon={spinning ? <CircularProgress size={16} color="inherit" aria-hidden /> : icon}
      sx={{ minHeight: 48, px: 1 }}
    >
      {label}
    </Button>
  );
}
