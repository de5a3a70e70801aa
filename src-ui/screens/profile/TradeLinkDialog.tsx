import ContentPasteRounded from '@mui/icons-material/ContentPasteRounded';
import OpenInNewRounded from '@mui/icons-material/OpenInNewRounded';
import { Box, Button, CircularProgress, Drawer, InputAdornment, Stack, TextField, Typography } from '@mui/material';
import { observer } from 'mobx-react-lite';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { TRADE_LINK_PREFIX } from '@domain/features/profile/tradeLink';
import { useOpensAfterPaint } from '@ui/components/useOpensAfterPaint';
import { padWithSafeArea } from '@ui/navigation/safeArea';
import { useBackHandler } from '@ui/navigation/useBackHandler';
import type { ProfileViewModel } from './ProfileViewModel';
import { useKeyboardInset } from './useKeyboardInset';

/**
 * Spec §2: the trade-link editor — URL input, hint, where to find the link, cancel and save — as a
 * bottom sheet that stays above the keyboard, with Paste where the clipboard can be read.
 */
export const TradeLinkDialog = observer(function TradeLinkDialog({ vm }: { vm: ProfileViewModel }) {
  const { t } = useTranslation();
  const error = vm.tradeLinkFieldError ? t(vm.tradeLinkFieldError) : null;
  const keyboard = useKeyboardInset(vm.tradeLinkOpen);
  // While the editor is open, the messenger's Back button closes it. Here rather than in the
  // screen: opening the editor then draws this component again, not the whole profile.
  useBackHandler(vm.closeTradeLinkEditor, vm.tradeLinkOpen);
  return (
    <Drawer
      anchor="bottom"
      open={useOpensAfterPaint(vm.tradeLinkOpen)}
      onClose={vm.closeTradeLinkEditor}
      slotProps={{
        paper: {
          role: 'dialog', 'aria-modal': true, 'aria-labelledby': 'trade-link-title',
          sx: {
            maxWidth: 672, mx: 'auto', borderTopLeftRadius: 20, borderTopRightRadius: 20, bgcolor: 'background.paper',
            bottom: keyboard, maxHeight: `calc(100dvh - ${keyboard}px - 24px)`,
            pl: padWithSafeArea('left', '20px'), pr: padWithSafeArea('right', '20px'), pt: 1,
            pb: keyboard > 0 ? 2 : padWithSafeArea('bottom', '16px'),
          },
        },
      }}
    >
      <Box aria-hidden sx={{ width: 36, height: 4, borderRadius: 2, bgcolor: 'divider', mx: 'auto', mb: 1.5 }} />
      <Typography id="trade-link-title" variant="h3" component="h2" sx={{ mb: 1 }}>{t('profile.tradeLinkDialog.title')}</Typography>
      <form noValidate onSubmit={(event) => { event.preventDefault(); void vm.saveTradeLink(); }}>
        <Box id="trade-link-hint" sx={{ mb: 2 }}>
          <Typography variant="body2" color="textSecondary">{t('profile.tradeLinkDialog.hint')}</Typography>
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
            input: vm.canPaste ? {
              endAdornment: (
                <InputAdornment position="end">
                  <Button size="small" onClick={() => void vm.pasteTradeLink()} disabled={vm.savingTradeLink} startIcon={<ContentPasteRounded />}>
                    {t('profile.tradeLinkDialog.paste')}
                  </Button>
                </InputAdornment>
              ),
            } : undefined,
          }}
        />
        <Button size="small" onClick={vm.openTradeLinkHelp} endIcon={<OpenInNewRounded fontSize="small" />} sx={{ px: 0.5, mt: 0.5 }}>
          {t('profile.tradeLinkDialog.where')}
        </Button>
        <Stack direction="row" spacing={1.5} sx={{ mt: 2 }}>
          <Button fullWidth size="large" variant="outlined" onClick={vm.closeTradeLinkEditor} disabled={vm.savingTradeLink}>
            {t('profile.tradeLinkDialog.cancel')}
          </Button>
          <Button
            fullWidth
            size="large"
            type="submit"
            variant="contained"
            disabled={vm.savingTradeLink}
            aria-busy={vm.savingTradeLink || undefined}
            startIcon={vm.savingTradeLink ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
          >
            {t('profile.tradeLinkDialog.save')}
          </Button>
        </Stack>
      </form>
    </Drawer>
  );
});
