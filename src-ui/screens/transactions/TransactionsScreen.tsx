import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import ReceiptLongRounded from '@mui/icons-material/ReceiptLongRounded';
import { Alert, Box, Button, Card, Skeleton, Stack, Typography } from '@mui/material';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { transactionKind, type TransactionEntry } from '@domain/model/transaction';
import { ROUTES } from '@ui/navigation/routes';
import { transactionSign } from '@domain/features/transactions/TransactionPaging';
import { formatMoney, formatNumber, formatSignedMoney } from '@ui/i18n/formatNumber';
import { LeftOutNote } from '@ui/components/LeftOutNote';
import { useGoBackTo } from '@ui/navigation/historyTrail';
import { useBackHandler } from '@ui/navigation/useBackHandler';
import { useViewModel } from '@ui/viewModel/useViewModel';
import { timeAgoText } from './timeAgoText';
import { TransactionIcon } from './transactionIcons';
import { createTransactionsViewModel } from './composition';
import * as transactionsTexts from '@ui/i18n/features/transactions';
import { useFeatureTexts } from '@ui/i18n/featureTexts';

/** Spec §9: five skeletons while the history loads. */
const SKELETONS = 5;

/** Spec §2, transactions: the history with a way back to the profile. */
export const TransactionsScreen = observer(function TransactionsScreen() {
  useFeatureTexts(transactionsTexts);
  const { t, i18n } = useTranslation();
  const goBackTo = useGoBackTo();
  const vm = useViewModel(createTransactionsViewModel);
  // Back to the profile without a new history entry: Back on the profile then leaves it.
  const toProfile = () => goBackTo(ROUTES.profile);
  useBackHandler(toProfile);
  return (
    <Stack spacing={2} component="section" aria-labelledby="transactions-title">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Button onClick={toProfile} startIcon={<ArrowBackRounded />} sx={{ ml: -1 }}>
          {t('transactions.backToProfile')}
        </Button>
      </Box>
      <Typography id="transactions-title" variant="h1" component="h1">{t('transactions.title')}</Typography>
      {vm.status === 'loading' ? (
        <Card elevation={0} role="status" aria-label={t('transactions.loading')}>
          {Array.from({ length: SKELETONS }, (_, i) => (
            <Box key={i} data-testid="transaction-skeleton" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, px: 1.5, py: 1.25, borderTop: i ? 1 : 0, borderColor: 'divider' }}>
              <Skeleton variant="circular" width={40} height={40} />
              <Box sx={{ flex: 1 }}>
                <Skeleton width="60%" />
                <Skeleton width="40%" />
              </Box>
              <Skeleton width={56} />
            </Box>
          ))}
        </Card>
      ) : vm.status === 'error' ? (
        <Alert severity="error" action={<Button color="inherit" onClick={() => void vm.load()}>{t('transactions.retry')}</Button>}>
          {t('transactions.loadError')}
        </Alert>
      ) : vm.paging.isEmpty ? (
        <Stack spacing={1} sx={{ alignItems: 'center', textAlign: 'center', py: 6 }}>
          <ReceiptLongRounded sx={{ fontSize: 56, color: 'text.secondary', opacity: 0.6 }} aria-hidden />
          <Typography variant="h3" component="p">{t('transactions.empty')}</Typography>
          <Typography color="textSecondary">{t('transactions.emptyBody')}</Typography>
        </Stack>
      ) : (
        <>
          {vm.truncated ? (
            <Typography role="note" variant="body2" color="textSecondary">
              {t('transactions.truncated', { shown: formatNumber(vm.paging.entries.length, i18n.language) })}
            </Typography>
          ) : null}
          <LeftOutNote count={vm.leftOut} textKey="transactions.leftOut" />
          <Card elevation={0}>
            <Box component="ul" aria-label={t('transactions.listLabel')} sx={{ listStyle: 'none', m: 0, p: 0 }}>
              {vm.paging.visible.map((entry, i) => <TransactionRow key={i} entry={entry} divider={i > 0} />)}
            </Box>
          </Card>
          {vm.paging.hasMore ? (
            <Button variant="outlined" fullWidth onClick={vm.loadMore}>{t('transactions.loadMore')}</Button>
          ) : null}
        </>
      )}
    </Stack>
  );
});

function TransactionRow({ entry, divider }: { entry: TransactionEntry; divider: boolean }) {
  const { t, i18n } = useTranslation();
  const kind = transactionKind(entry.type);
  const sign = transactionSign(entry.value);
  const positive = sign === '+';
  const amount = formatSignedMoney(entry.value, i18n.language);
  return (
    <Box component="li" data-type={entry.type} sx={{ display: 'flex', alignItems: 'center', gap: 1.5, px: 1.5, py: 1.25, borderTop: divider ? 1 : 0, borderColor: 'divider' }}>
      <Box aria-hidden sx={{
        width: 40, height: 40, flex: '0 0 auto', borderRadius: '50%', display: 'grid', placeItems: 'center',
        bgcolor: 'action.hover', color: positive ? 'success.main' : 'error.main',
      }}>
        <TransactionIcon kind={kind} />
      </Box>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography component="p" data-testid="transaction-type" sx={{ fontWeight: 600, lineHeight: 1.3 }}>{t(`transactions.types.${kind ?? 'unknown'}`, { type: entry.type })}</Typography>
        <Typography variant="body2" color="textSecondary">{timeAgoText(t, entry.secAgo)}</Typography>
      </Box>
      <Box sx={{ textAlign: 'right', flex: '0 0 auto' }}>
        <Typography component="p" data-sign={sign} sx={{ fontWeight: 800, color: positive ? 'success.main' : 'error.main', fontVariantNumeric: 'tabular-nums' }}>
          {amount}
        </Typography>
        <Typography variant="caption" color="textSecondary" component="p">
          {t('transactions.balanceAfter', { value: formatMoney(entry.balance, i18n.language) })}
        </Typography>
      </Box>
    </Box>
  );
}
