import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import CloudDoneRounded from '@mui/icons-material/CloudDoneRounded';
import SmartphoneRounded from '@mui/icons-material/SmartphoneRounded';
import { Box, Button, Paper, Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { RealityCheckMinutes } from '@domain/features/limits/limitRules';
import { useViewModel } from '@ui/viewModel/useViewModel';
import { useGoBackTo } from '@ui/navigation/historyTrail';
import { ROUTES } from '@ui/navigation/routes';
import { useBackHandler } from '@ui/navigation/useBackHandler';
import * as limitsTexts from '@ui/i18n/features/limits';
import { useFeatureTexts } from '@ui/i18n/featureTexts';
import { LimitCard } from './LimitCard';
import { createLimitsViewModel } from './composition';

/** The limits a player sets for themselves, and the reality check. Reached from the profile. */
export const LimitsScreen = observer(function LimitsScreen() {
  useFeatureTexts(limitsTexts);
  const { t } = useTranslation();
  const goBackTo = useGoBackTo();
  // Nothing to start or stop: the limits run for the app's life (their store), the screen only reads and sets them.
  const vm = useViewModel(createLimitsViewModel);
  // Back to the profile without a new history entry, as the transactions do.
  const toProfile = () => goBackTo(ROUTES.profile);
  useBackHandler(toProfile);
  return (
    <Stack spacing={2} component="section" aria-labelledby="limits-title">
      <Box>
        <Button onClick={toProfile} startIcon={<ArrowBackRounded />} sx={{ ml: -1 }}>{t('limits.backToProfile')}</Button>
      </Box>
      <Box>
        <Typography id="limits-title" variant="h1" component="h1" gutterBottom>{t('limits.title')}</Typography>
        <Typography color="textSecondary">{t('limits.intro')}</Typography>
      </Box>
      {/* Where the limits live: in the messenger's cloud (all the player's devices) or on this device only. */}
      <Stack direction="row" spacing={1.25} sx={{ alignItems: 'flex-start' }} data-testid="limits-where">
        {vm.followsPlayer
          ? <CloudDoneRounded fontSize="small" sx={{ color: 'success.main', mt: 0.25 }} aria-hidden />
          : <SmartphoneRounded fontSize="small" sx={{ color: 'text.secondary', mt: 0.25 }} aria-hidden />}
        <Typography variant="body2">{vm.followsPlayer ? t('limits.whereCloud') : t('limits.whereDevice')}</Typography>
      </Stack>
      {vm.rows.map((row) => <LimitCard key={row.kind} row={row} vm={vm} />)}
      <Paper component="section" aria-labelledby="reality-check-title" elevation={0} sx={{ p: 2 }}>
        <Typography id="reality-check-title" component="h2" variant="h3">{t('limits.realityTitle')}</Typography>
        <Typography id="reality-check-body" variant="body2" color="textSecondary" sx={{ mt: 0.5, mb: 1.5 }}>{t('limits.realityBody')}</Typography>
        <ToggleButtonGroup
          exclusive
          fullWidth
          color="primary"
          value={vm.realityCheckMinutes}
          aria-label={t('limits.realityLabel')}
          aria-describedby="reality-check-body"
          onChange={(_, value: RealityCheckMinutes | null) => {
            if (value !== null) vm.setRealityCheck(value);
          }}
          sx={{
            gap: 0.75,
            '& .MuiToggleButtonGroup-grouped': { border: 1, borderColor: 'divider', borderRadius: '12px !important', m: 0, minHeight: 44, color: 'text.primary', fontWeight: 700 },
            '& .MuiToggleButtonGroup-grouped.Mui-selected, & .MuiToggleButtonGroup-grouped.Mui-selected:hover': {
              bgcolor: 'primary.main', color: 'primary.contrastText', borderColor: 'primary.main',
            },
          }}
        >
          {vm.realityCheckChoices.map((minutes) => (
            <ToggleButton key={minutes} value={minutes}>
              {minutes === 0 ? t('limits.realityOff') : t('limits.realityMinutes', { count: minutes })}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Paper>
      <Typography variant="body2" color="textSecondary" role="note">{t('limits.note')}</Typography>
    </Stack>
  );
});
