import { Box, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { INVENTORY_SORTS, type InventorySort } from '@domain/features/inventory/inventoryOrder';
import { choiceGroupSx } from '@ui/components/choiceGroup';
import { CrystalIcon } from '@ui/components/CrystalIcon';
import { visuallyHidden } from '@ui/components/visuallyHidden';
import { formatMoney, formatNumber, moneyCount, pluralCount } from '@ui/i18n/formatNumber';
import type { InventoryViewModel } from './InventoryViewModel';

/**
 * The inventory's head: what the player holds (how many skins and their worth together, in the
 * client's number and money formats) and the order of the grid (newest, value, rarity).
 */
export const InventoryHeader = observer(function InventoryHeader({ vm }: { vm: InventoryViewModel }) {
  const { t, i18n } = useTranslation();
  const { count, value } = vm.holdings;
  const money = formatMoney(value, i18n.language);
  return (
    <Box sx={{ mt: 1.5 }}>
      <Box component="section" aria-labelledby="holdings-title"
        sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1.5, flexWrap: 'wrap', px: 2, py: 1.5, borderRadius: 3, bgcolor: 'background.paper' }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography id="holdings-title" component="h2" variant="body2" sx={{ color: 'text.secondary', fontWeight: 600 }}>{t('inventory.holdings.title')}</Typography>
          <Typography sx={{ fontWeight: 700 }} data-testid="holdings-count">
            {t('inventory.holdings.skins', { value: formatNumber(count, i18n.language), count: pluralCount(count) })}
          </Typography>
        </Box>
        <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75, color: 'secondary.main', fontWeight: 800, fontSize: 22 }} data-testid="holdings-value">
          <CrystalIcon sx={{ fontSize: 22 }} aria-hidden />
          <span aria-hidden>{money}</span>
          <Box component="span" sx={visuallyHidden}>{t('inventory.cost', { value: money, count: moneyCount(value) })}</Box>
        </Box>
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 1.5, flexWrap: 'wrap' }}>
        <Typography id="inventory-sort-label" variant="body2" sx={{ color: 'text.secondary', fontWeight: 600 }}>{t('inventory.sort.label')}</Typography>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={vm.sortOrder}
          onChange={(_event, order: InventorySort | null) => { if (order) vm.sortPicked(order); }}
          aria-labelledby="inventory-sort-label"
          sx={choiceGroupSx}
        >
          {INVENTORY_SORTS.map((order) => <ToggleButton key={order} value={order} sx={{ px: 1.5, textTransform: 'none', fontSize: 14 }}>{t(`inventory.sort.${order}`)}</ToggleButton>)}
        </ToggleButtonGroup>
      </Box>
    </Box>
  );
});
