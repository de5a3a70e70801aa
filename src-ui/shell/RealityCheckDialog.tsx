import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, Typography } from '@mui/material';
import { observer } from 'mobx-react-lite';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDuration, formatSigned } from '@ui/i18n/formatDateTime';
import { formatMoney } from '@ui/i18n/formatNumber';
import * as limitsTexts from '@ui/i18n/features/limits';
import { useFeatureTexts } from '@ui/i18n/featureTexts';
import { useServices } from '@ui/services';
import { useBackHandler } from '@ui/navigation/useBackHandler';

/**
 * The reality check, above any screen: how long this session has lasted and the net
 * position in crystals, with 'Continue' (the interval starts again) and 'Take a break' (the mini app
 * closes). Escape and the messenger's Back mean Continue; a tap beside it does nothing.
 */
export const RealityCheckDialog = observer(function RealityCheckDialog() {
  useFeatureTexts(limitsTexts);
  const { t, i18n } = useTranslation();
  const { limits } = useServices();
  const reminder = limits.reminder;
  const open = reminder.kind === 'due';
  // The figures stay while the dialog fades out.
  const last = useRef(open ? reminder : null);
  if (reminder.kind === 'due') last.current = reminder;
  const due = last.current;
  const { realityCheck } = limits;
  useBackHandler(() => realityCheck.continue(), open, { anyRoute: true });
  const fmt = (n: number) => formatMoney(n, i18n.language);
  return (
    <Dialog
      open={open}
      onClose={(_, reason) => {
        if (reason === 'escapeKeyDown') realityCheck.continue();
      }}
      aria-labelledby="reality-check-dialog-title"
      aria-describedby="reality-check-dialog-played"
      fullWidth
      maxWidth="xs"
    >
      {due ? (
        <>
          <DialogTitle id="reality-check-dialog-title" sx={{ pb: 1, fontWeight: 700 }}>{t('limits.reminder.title')}</DialogTitle>
          <DialogContent>
            <Typography id="reality-check-dialog-played" sx={{ mb: 2 }}>
              {t('limits.reminder.played', { duration: formatDuration(due.playedMs, i18n.language) })}
            </Typography>
            <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: '1fr auto', rowGap: 1, columnGap: 2 }}>
              <Figure label={t('limits.reminder.spent')} value={fmt(due.spent)} />
              <Figure label={t('limits.reminder.won')} value={fmt(due.won)} />
              <Figure
                label={t('limits.reminder.net')}
                value={formatSigned(due.net, i18n.language)}
                strong
                color={due.net > 0 ? 'success.main' : due.net < 0 ? 'error.main' : 'text.primary'}
              />
            </Box>
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 3, pt: 1 }}>
            <Stack spacing={1} sx={{ width: '100%' }}>
              <Button variant="contained" size="large" fullWidth onClick={() => realityCheck.takeBreak()}>{t('limits.reminder.takeBreak')}</Button>
              <Button variant="outlined" size="large" fullWidth onClick={() => realityCheck.continue()}>{t('limits.reminder.continue')}</Button>
            </Stack>
          </DialogActions>
        </>
      ) : null}
    </Dialog>
  );
});

function Figure({ label, value, strong = false, color = 'text.primary' }: { label: string; value: string; strong?: boolean; color?: string }) {
  return (
    <>
      <Typography component="dt" color={strong ? 'text.primary' : 'text.secondary'} sx={{ fontWeight: strong ? 700 : 400 }}>{label}</Typography>
      <Typography component="dd" sx={{ m: 0, textAlign: 'right', fontWeight: 700, color, fontVariantNumeric: 'tabular-nums' }}>{value}</Typography>
    </>
  );
}
