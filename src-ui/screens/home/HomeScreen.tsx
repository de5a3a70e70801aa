import ArrowForwardRounded from '@mui/icons-material/ArrowForwardRounded';
import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ROUTES } from '@ui/navigation/routes';
import { CaseArt } from '@ui/components/CaseArt';
import { CrystalIcon } from '@ui/components/CrystalIcon';
import { formatMoney, moneyCount } from '@ui/i18n/formatNumber';
import { useViewModel } from '@ui/viewModel/useViewModel';
import { createHomeViewModel } from './composition';
import { lazy, Suspense } from 'react';
import { LiveFeedSection } from './LiveFeedSection';
import { TasksPlaceholder } from './TasksPlaceholder';

// Below the fold on a phone: a chunk of its own (with its texts), fetched as home first renders.
const TasksSection = lazy(async () => ({ default: (await import('./TasksSection')).TasksSection }));

/**
 * Spec §2, home: title and description, the live feed, the balance card (only with a messenger
 * user), the big Open Cases button and the tasks by category.
 */
export const HomeScreen = observer(function HomeScreen() {
  const { t, i18n } = useTranslation();
  const vm = useViewModel(createHomeViewModel);
  return (
    <Stack spacing={2.5} component="section" aria-labelledby="home-title">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <Box sx={{ flex: 1 }}>
          <Typography id="home-title" variant="h1" component="h1" gutterBottom>{t('app.title')}</Typography>
          <Typography color="text.secondary">{t('app.description')}</Typography>
        </Box>
        <CaseArt size={104} />
      </Box>
      <LiveFeedSection />
      {vm.showsBalance ? (
        <Card elevation={0} sx={{ borderRadius: 4 }}>
          <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 2, '&:last-child': { pb: 2 } }}>
            <CrystalIcon color="secondary" sx={{ fontSize: 40 }} />
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography variant="body2" color="text.secondary">{t('balance.title')}</Typography>
              <Typography variant="h2" component="p" data-testid="balance">
                {vm.balance === null ? '—' : t('balance.crystals', { value: formatMoney(vm.balance, i18n.language), count: moneyCount(vm.balance) })}
              </Typography>
            </Box>
            <Button component={Link} to={ROUTES.payment} variant="contained" color="secondary">
              {t('balance.topUp')}
            </Button>
          </CardContent>
        </Card>
      ) : null}
      <Button component={Link} to={ROUTES.cases} variant="contained" size="large" fullWidth endIcon={<ArrowForwardRounded />}>
        {t('app.openCases')}
      </Button>
      <Suspense fallback={<TasksPlaceholder />}><TasksSection /></Suspense>
    </Stack>
  );
});
