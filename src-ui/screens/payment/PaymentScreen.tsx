import StarRounded from '@mui/icons-material/StarRounded';
import { Alert, Box, Button, Card, Chip, CircularProgress, Link as MuiLink, Skeleton, Stack, Typography } from '@mui/material';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { CrystalPackage } from '@domain/model/payment';
import { approximateUsd } from '@domain/features/payment/PurchaseCrystals';
import { ROUTES } from '@ui/navigation/routes';
import { CrystalIcon } from '@ui/components/CrystalIcon';
import { LeftOutNote } from '@ui/components/LeftOutNote';
import { formatMoney, formatNumber, numberFormats } from '@ui/i18n/formatNumber';
import { formatDateTime } from '@ui/i18n/formatDateTime';
import { LimitNotice } from '@ui/components/LimitNotice';
import { useViewModel } from '@ui/viewModel/useViewModel';
import { createPaymentViewModel } from './composition';
import type { PaymentViewModel } from './PaymentViewModel';
import * as limitsTexts from '@ui/i18n/features/limits';
import * as paymentTexts from '@ui/i18n/features/payment';
import { useFeatureTexts } from '@ui/i18n/featureTexts';

/** Spec §9: seven skeletons while the packages load. */
const SKELETONS = 7;

const usd = numberFormats({ style: 'currency', currency: 'USD', minimumFractionDigits: 2 });
const formatUsd = (value: number, language: string): string => usd(language).format(value);

/** Spec §2, payment: crystal packages for Stars, with the payment flow of §4. */
export const PaymentScreen = observer(function PaymentScreen() {
  useFeatureTexts(paymentTexts, limitsTexts);
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const vm = useViewModel(createPaymentViewModel, { goHome: () => void navigate(ROUTES.home) });
  return (
    <Stack spacing={2} component="section" aria-labelledby="payment-title">
      <Box>
        <Typography id="payment-title" variant="h1" component="h1" gutterBottom>{t('payment.title')}</Typography>
        <Typography color="textSecondary">{t('payment.subtitle')}</Typography>
      </Box>
      {vm.balance !== null ? (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75, fontWeight: 700 }}>
          <CrystalIcon color="secondary" fontSize="small" />
          <span data-testid="payment-balance">{t('payment.balance', { value: formatMoney(vm.balance, i18n.language) })}</span>
        </Box>
      ) : null}
      {vm.limitNotice ? <LimitNotice reached={vm.limitNotice} urgent={vm.purchase.kind === 'limit'} /> : null}
      {vm.status === 'loading' ? (
        <Stack spacing={1.25} role="status" aria-label={t('payment.loading')}>
          {Array.from({ length: SKELETONS }, (_, i) => (
            <Skeleton key={i} variant="rounded" height={76} data-testid="package-skeleton" sx={{ borderRadius: 4 }} />
          ))}
        </Stack>
      ) : vm.status === 'error' ? (
        <Alert severity="error" action={<Button color="inherit" onClick={vm.retry}>{t('payment.retry')}</Button>}>
          {t('payment.loadError')}
        </Alert>
      ) : (
        <>
          <LeftOutNote count={vm.leftOut} textKey="payment.leftOut" />
          <Stack component="ul" spacing={1.75} aria-label={t('payment.listLabel')} sx={{ listStyle: 'none', m: 0, p: 0, pt: 0.5 }}>
            {vm.packages.map((pkg) => <PackageCard key={pkg.id} pkg={pkg} vm={vm} />)}
          </Stack>
        </>
      )}
      <Typography variant="body2" color="textSecondary" sx={{ textAlign: 'center', pt: 1 }}>
        {t('payment.termsPrefix')}{' '}
        {/* A 44 px high target that keeps the sentence's line: the padding is taken back by the margin. */}
        <MuiLink
          component="button"
          type="button"
          variant="body2"
          onClick={vm.openTerms}
          sx={{ verticalAlign: 'baseline', fontWeight: 600, color: 'info.main', py: '12px', my: '-12px', px: 0.5, mx: -0.5 }}
        >
          {t('payment.terms')}
        </MuiLink>
      </Typography>
    </Stack>
  );
});

/** A package's card: it draws again only when the player's limit for it changes (its Buy button follows the payment). */
const PackageCard = observer(function PackageCard({ pkg, vm }: { pkg: CrystalPackage; vm: PaymentViewModel }) {
  const { t, i18n } = useTranslation();
  const fmt = (n: number) => formatNumber(n, i18n.language);
  const crystals = t('payment.crystals', { count: pkg.crystals, value: fmt(pkg.crystals) });
  const stars = t('payment.stars', { count: pkg.stars, value: fmt(pkg.stars) });
  const limit = vm.limitFor(pkg);
  const limitText = limit
    ? limit.resetsAt === null ? t('limits.reached.buy') : t('limits.reached.buyUntil', { when: formatDateTime(limit.resetsAt, i18n.language) })
    : null;
  return (
    <Box component="li">
      <Card
        elevation={0}
        sx={{
          display: 'flex', alignItems: 'center', gap: 1.5, p: 1.5, border: 2, position: 'relative', overflow: 'visible',
          borderColor: pkg.popular ? 'secondary.light' : 'transparent',
        }}
      >
        <CrystalIcon color="secondary" sx={{ fontSize: 40, flex: '0 0 auto' }} />
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography component="h2" sx={{ fontWeight: 800, fontSize: '1.125rem', lineHeight: 1.3 }}>{crystals}</Typography>
          {pkg.popular ? (
            <Chip
              size="small"
              color="secondary"
              label={t('payment.popular')}
              sx={{ position: 'absolute', top: -12, right: 16, height: 22, fontWeight: 800, textTransform: 'uppercase', fontSize: '0.6875rem', letterSpacing: '0.04em' }}
            />
          ) : null}
          <Typography variant="body2" color="textSecondary" sx={{ display: 'flex', alignItems: 'center', gap: 0.25, mt: 0.25 }}>
            <StarRounded sx={{ fontSize: 18, color: 'secondary.light' }} aria-hidden />
            <span>{stars}</span>
            <Box component="span" sx={{ mx: 0.5 }} aria-hidden>·</Box>
            <span>{t('payment.usd', { value: formatUsd(approximateUsd(pkg.stars), i18n.language) })}</span>
          </Typography>
          {limitText ? (
            <Typography id={`limit-${pkg.id}`} variant="body2" sx={{ color: 'warning.main', fontWeight: 600, mt: 0.25 }}>{limitText}</Typography>
          ) : null}
        </Box>
        <BuyButton
          pkg={pkg} vm={vm} limited={limit !== null} describedBy={limitText ? `limit-${pkg.id}` : undefined}
          label={t('payment.buyLabel', { crystals, stars })}
        />
      </Card>
    </Box>
  );
});

/**
 * A package's Buy: blocked while any payment runs, a spinner on the one being paid. The only part
 * of a card a tap on Buy draws again (seven whole cards took most of the tap's frame).
 */
const BuyButton = observer(function BuyButton({ pkg, vm, limited, describedBy, label }: {
  pkg: CrystalPackage; vm: PaymentViewModel; limited: boolean; describedBy: string | undefined; label: string;
}) {
  const { t } = useTranslation();
  const processing = vm.processingId === pkg.id;
  return (
    <Button
      variant="contained"
      onClick={() => vm.packageTapped(pkg)}
      disabled={vm.blocked || limited}
      aria-label={label}
      aria-describedby={describedBy}
      aria-busy={processing}
      sx={{ flex: '0 0 auto', minWidth: 84 }}
    >
      {processing ? <CircularProgress size={20} color="inherit" aria-label={t('payment.processing')} /> : t('payment.buy')}
    </Button>
  );
});
