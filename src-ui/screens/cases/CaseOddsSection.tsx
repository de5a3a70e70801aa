import VerifiedUserOutlined from '@mui/icons-material/VerifiedUserOutlined';
import { Alert, Box, Button, Divider, Stack, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { ROUTES } from '@ui/navigation/routes';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { formatMoney, formatNumber, moneyCount } from '@ui/i18n/formatNumber';
import { formatOddsPercent, formatPercent } from '@ui/i18n/formatPercent';
import type { CaseDetailViewModel } from './CaseDetailViewModel';
import { luckCodeText } from './luckCodeText';

const mono = { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', fontSize: 12, wordBreak: 'break-all' } as const;

/**
 * Before paying: the case's expected return (crystals and % of the price) and the chance of getting
 * back at least the price — told only from chances that add up to 100 % — or that the server
 * publishes none, or that they do not add up. Then the seed commitment of the player's next draw,
 * and the client seed it uses (always the player's own).
 */
export const CaseOddsSection = observer(function CaseOddsSection({ vm }: { vm: CaseDetailViewModel }) {
  const { t, i18n } = useTranslation();
  const odds = vm.odds;
  const percent = (value: number) => formatOddsPercent(value, i18n.language);
  const fairness = vm.fairness;
  return (
    <Box component="section" aria-labelledby="odds-title" sx={{ p: 2, borderRadius: 4, bgcolor: 'background.paper' }}>
      <Typography id="odds-title" variant="h2" component="h2" sx={{ mb: 1 }}>{t('odds.title')}</Typography>
      {odds.kind === 'unpublished' ? (
        <Typography color="textSecondary">{t('odds.notPublished')}</Typography>
      ) : odds.kind === 'inconsistent' ? (
        <Stack spacing={1}>
          <Alert severity="warning">{t('odds.notHundred', { total: percent(odds.total), hundred: percent(100) })}</Alert>
          {odds.missing > 0 ? <Typography color="textSecondary">{t('odds.missing', { count: odds.missing, zero: percent(0) })}</Typography> : null}
        </Stack>
      ) : (
        <Stack spacing={1}>
          <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 2 }}>
            <div>
              <Typography component="dt" variant="body2" color="textSecondary">{t('odds.expectedReturn')}</Typography>
              <Typography component="dd" sx={{ m: 0, fontWeight: 700, fontSize: '1.25rem' }}>
                {t('odds.crystals', { value: formatMoney(odds.expectedReturn, i18n.language), count: moneyCount(odds.expectedReturn) })}
              </Typography>
              {odds.returnPercent === null ? null : (
                <Typography component="dd" variant="body2" sx={{ m: 0 }}>{t('odds.ofPrice', { percent: formatPercent(odds.returnPercent, i18n.language) })}</Typography>
              )}
            </div>
            <div>
              <Typography component="dt" variant="body2" color="textSecondary">{t('odds.breakEven')}</Typography>
              <Typography component="dd" sx={{ m: 0, fontWeight: 700, fontSize: '1.25rem' }}>{percent(odds.breakEvenChance)}</Typography>
            </div>
          </Box>
          {odds.missing > 0 ? <Typography color="textSecondary">{t('odds.missing', { count: odds.missing, zero: percent(0) })}</Typography> : null}
          <Typography variant="body2" color="textSecondary">{t('odds.note')}</Typography>
        </Stack>
      )}
      <Divider sx={{ my: 2 }} />
      <Typography variant="h3" component="h3" sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
        <VerifiedUserOutlined fontSize="small" aria-hidden />{t('fairness.title')}
      </Typography>
      {fairness ? (
        <Stack spacing={0.75}>
          <Typography variant="body2">{t('fairness.committed')}</Typography>
          <Typography component="code" data-testid="commitment" sx={mono}>{fairness.commitment}</Typography>
          <Typography variant="body2">
            {vm.luckCode && vm.clientSeed
              ? t('fairness.clientSeedLuck', { code: luckCodeText(t, vm.luckCode), seed: vm.clientSeed })
              : t('fairness.clientSeedDevice', { seed: vm.clientSeed ?? '' })}
          </Typography>
          <Typography variant="body2" color="textSecondary">{t('fairness.nonce', { nonce: formatNumber(fairness.nonce, i18n.language) })}</Typography>
          <Button component={Link} to={ROUTES.fairness} variant="text" sx={{ alignSelf: 'flex-start', minHeight: 44 }}>{t('fairness.seedsLink')}</Button>
        </Stack>
      ) : (
        <Typography color="textSecondary">{t('fairness.unsupported')}</Typography>
      )}
    </Box>
  );
});
