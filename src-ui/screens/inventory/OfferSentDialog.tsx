import OpenInNewRounded from '@mui/icons-material/OpenInNewRounded';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { InventoryViewModel } from './InventoryViewModel';

/**
 * After a withdrawal (spec §4: an offer not accepted is fined, transaction type 12): what the
 * player must do now — accept the trade offer in Steam — with a way straight to it.
 */
export const OfferSentDialog = observer(function OfferSentDialog({ vm }: { vm: InventoryViewModel }) {
  const { t } = useTranslation();
  const name = vm.offerSent;
  return (
    <Dialog open={name !== null} onClose={vm.dismissOfferSent} aria-labelledby="offer-sent-title" aria-describedby="offer-sent-body" fullWidth maxWidth="xs">
      <DialogTitle id="offer-sent-title">{t('inventory.offerSent.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="offer-sent-body" sx={{ overflowWrap: 'anywhere' }}>{t('inventory.offerSent.body', { name: name ?? '' })}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ flexDirection: 'column', alignItems: 'stretch', gap: 1, px: 3, pb: 2 }}>
        <Button variant="contained" size="large" endIcon={<OpenInNewRounded />} onClick={vm.openTradeOffers}>{t('inventory.offerSent.open')}</Button>
        <Button size="large" onClick={vm.dismissOfferSent} sx={{ ml: '0 !important' }}>{t('inventory.offerSent.close')}</Button>
      </DialogActions>
    </Dialog>
  );
});
