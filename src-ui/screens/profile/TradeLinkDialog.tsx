import OpenInNewRounded from '@mui/icons-material/OpenInNewRounded';
import { Box, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, TextField, Typography } from '@mui/material';
import { observer } from 'mobx-react-lite';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { TRADE_LINK_PREFIX } from '@domain/features/profile/tradeLink';
import type { ProfileViewModel } from './ProfileViewModel';

/** Spec §2: the trade-link editor — URL input, hint, where to find the link, cancel and save. */
export const TradeLinkDialog = observer(function TradeLinkDialog({ vm }: { vm: ProfileViewModel }) {
  const { t } = useTranslation();
  const error = vm.tradeLinkFieldError ? t(vm.tradeLinkFieldError) : null;
  return (
    <Dialog
      open={vm.tradeLinkOpen}
      onClose={vm.closeTradeLinkEditor}
      fullWidth
      maxWidth="sm"
      aria-labelledby="trade-link-title"
    >
      <DialogTitle id="trade-link-title">{t('profile.tradeLinkDialog.title')}</DialogTitle>
      <form noValidate onSubmit={(event) => { event.preventDefault(); void vm.saveTradeLink(); }}>
        <DialogContent>
          <Box id="trade-link-hint" sx={{ mb: 2 }}>
            <Typography variant="body2" color="text.secondary">{t('profile.tradeLinkDialog.hint')}</Typography>
            <Typography
              component="code"
              variant="body2"
              sx={{ display: 'block', mt: 0.75, px: 1, py: 0.5, borderRadius: 1.5, bgcolor: 'action.hover', fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace', fontSize: 12, overflowWrap: 'normal', wordBreak: 'normal' }}
            >
              {/* Line breaks only after a slash, so the address stays readable. */}
              {TRADE_LINK_PREFIX.split('/').map((part, i, parts) => (
                <Fragment key={i}>{part}{i < parts.length - 1 ? <>/<wbr /></> : null}</Fragment>
              ))}
            </Typography>
          </Box>
          <TextField
            autoFocus
            fullWidth
            type="url"
            label={t('profile.tradeLinkDialog.label')}
            placeholder="https://steamcommunity.com/tradeoffer/new/?partner=…"
            value={vm.tradeLinkInput}
            onChange={(event) => vm.setTradeLinkInput(event.target.value)}
            error={error !== null}
            helperText={error ?? ' '}
            disabled={vm.savingTradeLink}
            slotProps={{
              htmlInput: { inputMode: 'url', autoComplete: 'off', autoCapitalize: 'none', spellCheck: false, 'aria-describedby': 'trade-link-hint trade-link-error' },
              formHelperText: { id: 'trade-link-error', role: error ? 'alert' : undefined },
            }}
          />
          <Button size="small" onClick={vm.openTradeLinkHelp} endIcon={<OpenInNewRounded fontSize="small" />} sx={{ px: 0.5, mt: 0.5 }}>
            {t('profile.tradeLinkDialog.where')}
          </Button>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={vm.closeTradeLinkEditor} disabled={vm.savingTradeLink}>{t('profile.tradeLinkDialog.cancel')}</Button>
          <Button
            type="submit"
            variant="contained"
            disabled={vm.savingTradeLink}
            aria-busy={vm.savingTradeLink || undefined}
            startIcon={vm.savingTradeLink ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
          >
            {t('profile.tradeLinkDialog.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
});
