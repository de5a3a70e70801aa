import HourglassTopRounded from '@mui/icons-material/HourglassTopRounded';
import { Alert, AlertTitle, Box, Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { LimitReached } from '@domain/features/limits/limitCheck';
import * as limitsTexts from '@ui/i18n/features/limits';
import { useFeatureTexts } from '@ui/i18n/featureTexts';
import { ROUTES } from '@ui/navigation/routes';
import { formatDateTime } from '@ui/i18n/formatDateTime';
import { formatMoney, moneyCount } from '@ui/i18n/formatNumber';

/**
 * A limit reached: which limit, where it stands, and when the stake fits again
 * — or that it never will under this limit. It brings its own texts, so any screen can show it.
 * `urgent` announces it at once (the player has just tried); otherwise it is a polite status.
 */
export function LimitNotice({ reached, urgent = false }: { reached: LimitReached; urgent?: boolean }) {
  useFeatureTexts(limitsTexts);
  const { t, i18n } = useTranslation();
  const fmt = (n: number) => formatMoney(n, i18n.language);
  const crystals = (n: number) => t('limits.crystals', { count: moneyCount(n), value: fmt(n) });
  const over = reached.stake > reached.amount;
  const title = t(`limits.reached.title.${over ? 'over' : reached.limit}`);
  const body = over
    ? t('limits.reached.tooBig', { stake: crystals(reached.stake), amount: crystals(reached.amount) })
    : t(`limits.reached.${reached.limit}`, { spent: fmt(reached.spent), amount: fmt(reached.amount), count: moneyCount(reached.amount) });
  const when = reached.resetsAt === null ? t('limits.reached.never') : t('limits.reached.resets', { when: formatDateTime(reached.resetsAt, i18n.language) });
  return (
    <Alert severity="warning" icon={<HourglassTopRounded />} role={urgent ? 'alert' : 'status'} data-testid="limit-notice" sx={{ alignItems: 'flex-start' }}>
      <AlertTitle sx={{ fontWeight: 700 }}>{title}</AlertTitle>
      {body} <strong>{when}</strong>
      <Box sx={{ mt: 0.5, ml: -1 }}>
        <Button component={Link} to={ROUTES.limits} color="inherit" sx={{ textDecoration: 'underline', textUnderlineOffset: 3 }}>{t('limits.reached.toLimits')}</Button>
      </Box>
    </Alert>
  );
}
