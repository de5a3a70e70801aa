import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import { Alert, Box, Button, Stack, Tab, Tabs, Typography, useMediaQuery } from '@mui/material';
import { observer } from 'mobx-react-lite';
import { useCallback, useDeferredValue, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { parseInventoryTab, type InventoryTab } from '@domain/features/inventory/inventoryTabs';
import type { InventoryItem } from '@domain/model/inventory';
import { ROUTES } from '@ui/navigation/routes';
import { BalanceHeader } from '@ui/components/BalanceHeader';
import { LeftOutNote } from '@ui/components/LeftOutNote';
import { preloadWindowedList, WindowedList, type ListItemSlot } from '@ui/components/WindowedList';
import { useViewModel } from '@ui/viewModel/useViewModel';
import { InventoryHeader } from './InventoryHeader';
import { InventoryItemSheet } from './InventoryItemSheet';
import { INVENTORY_TILE_STYLES, InventoryTile } from './InventoryTile';
import { InventorySkeleton } from './InventorySkeleton';
import { OfferSentDialog } from './OfferSentDialog';
import { createInventoryViewModel } from './composition';
import type { AfterAction } from './InventoryViewModel';
import * as inventoryTexts from '@ui/i18n/features/inventory';
import { useFeatureTexts } from '@ui/i18n/featureTexts';

/** A row of tiles: picture, a name on two lines, value and status, in px (rows are measured once drawn). */
const ROW_HEIGHT_GUESS = 196;
const GRID_GAP = 10;
/** Two columns on a phone (390 px), three where the column is wider (the layout stops at 672 px). */
const THREE_COLUMNS = '(min-width: 520px)';
const itemId = (item: InventoryItem) => item.id;
/** The panel, and the look of the tiles in it (set once here, not per tile). */
const TAB_PANEL_STYLES = [{ pt: 2 }, INVENTORY_TILE_STYLES];

/** Where the withdraw-without-trade-link redirect goes (spec §5). */
const TRADE_LINK_EDITOR = `${ROUTES.profile}?openTradeLink=true`;

/** Spec §2, inventory: what the player holds, tabs by status, a grid of item tiles in their order, an item's sheet with sell, send, upgrade and verify. */
export const InventoryScreen = observer(function InventoryScreen() {
  useFeatureTexts(inventoryTexts);
  const { t } = useTranslation();
  const vm = useViewModel(createInventoryViewModel);
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const view = vm.view(parseInventoryTab(params.get('tab')));
  // The answer's update renders at once, in one task (a store's change is a blocking update): it
  // keeps what is shown, and the screen it brings (header, sort, tabs, the list's frame: a few
  // hundred ms at 4x for a first draw) follows in a render React slices.
  const status = useDeferredValue(vm.status);
  // Read at once (noSsr): a first render in two columns would lay a wide screen's grid out twice.
  const columns = useMediaQuery(THREE_COLUMNS, { noSsr: true }) ? 3 : 2;
  // An action may end after the player has left: then it must not move them anywhere.
  const mounted = useRef(false);
  useEffect(() => {
    // A long inventory draws its window in one pass when it arrives.
    preloadWindowedList();
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  // Tiles acted on stay put only while their tab is shown.
  const { clearPins } = vm;
  useEffect(() => clearPins(), [view.selected, clearPins]);

  const showTab = (tab: InventoryTab) => {
    vm.clearPins();
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.set('tab', tab);
      return next;
    }, { replace: true });
  };
  // One function per tab: the windowed rows are not drawn again for a new closure at each render.
  const { itemTapped } = vm;
  const selected = view.selected;
  const renderTile = useCallback(
    (item: InventoryItem, _index: number, slot: ListItemSlot) => <InventoryTile item={item} slot={slot} onTap={(id) => itemTapped(id, selected)} />,
    [itemTapped, selected],
  );
  const follow = (after: AfterAction) => {
    if (!mounted.current) return;
    if (after?.kind === 'show-tab') showTab(after.tab);
    else if (after?.kind === 'set-trade-link') void navigate(TRADE_LINK_EDITOR);
  };

  return (
    <Box component="section">
      <BalanceHeader title={t('inventory.title')} balance={vm.balance} />
      {status === 'loading' ? (
        <InventorySkeleton label={t('app.loading')} />
      ) : status === 'error' ? (
        <Alert severity="error" sx={{ mt: 2 }} action={<Button color="inherit" onClick={() => void vm.load()}>{t('inventory.retry')}</Button>}>
          {t('inventory.loadError')}
        </Alert>
      ) : view.empty === 'all' ? (
        <Stack spacing={1.5} sx={{ py: 8, alignItems: 'center', textAlign: 'center' }}>
          <Inventory2Outlined sx={{ fontSize: 56, color: 'text.secondary' }} aria-hidden />
          <Typography variant="h2" component="p">{t('inventory.emptyAll')}</Typography>
          <Typography color="textSecondary">{t('inventory.emptyAllBody')}</Typography>
          <Button component={Link} to={ROUTES.cases} variant="contained" size="large">{t('inventory.openCases')}</Button>
        </Stack>
      ) : (
        <>
          <InventoryHeader vm={vm} />
          <LeftOutNote count={vm.leftOut} textKey="inventory.leftOut" sx={{ pt: 1.5, pb: 0.5 }} />
          <Tabs
            value={view.selected && view.tabs.includes(view.selected) ? view.selected : false}
            onChange={(_event, tab: InventoryTab) => showTab(tab)}
            aria-label={t('inventory.tabsLabel')}
            // Every tab in view at 390 px in both languages: none is cut off at the screen's edge.
            sx={{ mx: -2, px: 1, borderBottom: 1, borderColor: 'divider', minHeight: 44 }}
          >
            {view.tabs.map((tab) => (
              <Tab
                key={tab}
                value={tab}
                id={`inventory-tab-${tab}`}
                aria-controls="inventory-panel"
                label={t(`inventory.tabs.${tab}`)}
                sx={{ minHeight: 44, minWidth: 0, flex: '1 1 auto', px: 0.75, fontWeight: 700, textTransform: 'none', fontSize: 14, whiteSpace: 'nowrap' }}
              />
            ))}
          </Tabs>
          <Box
            role="tabpanel"
            id="inventory-panel"
            aria-labelledby={view.selected && view.tabs.includes(view.selected) ? `inventory-tab-${view.selected}` : undefined}
            aria-label={view.selected && !view.tabs.includes(view.selected) ? t(`inventory.tabs.${view.selected}`) : undefined}
            sx={TAB_PANEL_STYLES}
          >
            {view.empty === 'tab' && view.selected ? (
              <Typography color="textSecondary" sx={{ py: 6, textAlign: 'center' }}>{t(`inventory.empty.${view.selected}`)}</Typography>
            ) : (
              <WindowedList
                items={view.items}
                itemKey={itemId}
                estimateRowHeight={ROW_HEIGHT_GUESS}
                columns={columns}
                gap={GRID_GAP}
                aria-label={view.selected ? t(`inventory.tabs.${view.selected}`) : undefined}
                renderItem={renderTile}
              />
            )}
          </Box>
        </>
      )}
      <InventoryItemSheet vm={vm} follow={follow} />
      <OfferSentDialog vm={vm} />
    </Box>
  );
});
