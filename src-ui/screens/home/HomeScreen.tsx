import ArrowForwardRounded from '@mui/icons-material/ArrowForwardRounded';
import { Box, Button, Stack, Typography } from '@mui/material';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ROUTES } from '@ui/navigation/routes';
import { HOME_DESCRIPTION, HOME_TITLE } from '@ui/theme/typography';
import { CrystalIcon } from '@ui/components/CrystalIcon';
import { formatMoney, moneyCount } from '@ui/i18n/formatNumber';
import { useViewModel } from '@ui/viewModel/useViewModel';
import { createHomeViewModel } from './composition';
import { Suspense } from 'react';
import { preloadable, usePreloaded } from '@ui/components/preloadable';
import { LiveFeedSection } from './LiveFeedSection';
import { TasksPlaceholder } from './TasksPlaceholder';

// Below the fold on a phone: a chunk of its own (with its texts), fetched at the start while the
// profile is on its way (preloadTasksSection) or, without that, as home first renders.
const tasksSection = preloadable(() => import('./TasksSection'), (module) => module.TasksSection);

/**
 * Fetches the tasks' chunk ahead (called at the start, while the profile that brings the tasks is
 * on its way): home's first render then draws the section in the same pass, not a placeholder, a
 * fetch and a render of its own. A failure is left to the lazy path.
 */
export const preloadTasksSection: () => void = tasksSection.preload;

/**
 * Spec §2, home: title and description, the live feed (led by its hero: the best drop of the last
 * hour, or the featured case), the balance card (only with a messenger user), the big Open Cases
 * button and the tasks by category. The first screen shows skins: the words stay, small.
 */
export const HomeScreen = observer(function HomeScreen() {
  const { t } = useTranslation();
  const vm = useViewModel(createHomeViewModel);
  return (
    <Stack spacing={1.5} component="section" aria-labelledby="home-title">
      <Box>
        <Typography id="home-title" variant="h1" component="h1" sx={HOME_TITLE}>{t('app.title')}</Typography>
        <Typography color="textSecondary" sx={HOME_DESCRIPTION}>{t('app.description')}</Typography>
      </Box>
      <LiveFeedSection featured={vm.featured} />
      {vm.showsBalance ? <BalanceCard balance={vm.balance} /> : null}
      <Button component={Link} to={ROUTES.cases} variant="contained" size="large" fullWidth endIcon={<ArrowForwardRounded />}>
        {t('app.openCases')}
      </Button>
      <Tasks />
    </Stack>
  );
});

function Tasks() {
  // Kept while drawn: a section mounted anew would have a new view-model (a task being checked would lose its busy state).
  if (usePreloaded(tasksSection, true)) return <tasksSection.Loaded />;
  return <Suspense fallback={<TasksPlaceholder />}><tasksSection.Lazy /></Suspense>;
}

/** The balance on one line: the crystal, the amount (its unit smaller) and Top up. */
function BalanceCard({ balance }: { balance: number | null }) {
  const { t, i18n } = useTranslation();
  const amount = balance === null ? null : formatMoney(balance, i18n.language);
  // The counted text ('1 250,00 кристалла') with the amount large and its unit beside it.
  const full = amount === null || balance === null ? '—' : t('balance.crystals', { value: amount, count: moneyCount(balance) });
  const at = amount === null ? -1 : full.indexOf(amount);
  return (
    <Box component="section" aria-label={t('balance.title')} sx={{
      display: 'flex', alignItems: 'center', gap: 1.5, pl: 2, pr: 1, py: 1, borderRadius: 4, bgcolor: 'background.paper',
    }}>
      <CrystalIcon color="secondary" sx={{ fontSize: 28 }} />
      <Typography component="p" data-testid="balance" sx={{ flex: 1, minWidth: 0, display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: 0.75 }}>
        {at < 0 || amount === null ? <Box component="span" sx={{ fontSize: '1.25rem', fontWeight: 800 }}>{full}</Box> : (
          <>
            {at > 0 ? <Box component="span" sx={{ color: 'text.secondary', fontSize: '0.875rem' }}>{full.slice(0, at)}</Box> : null}{at > 0 ? ' ' : null}
            <Box component="span" sx={{ fontSize: '1.25rem', fontWeight: 800, whiteSpace: 'nowrap' }}>{amount}</Box>{' '}
            <Box component="span" sx={{ color: 'text.secondary', fontSize: '0.875rem', whiteSpace: 'nowrap' }}>{full.slice(at + amount.length).trim()}</Box>
          </>
        )}
      </Typography>
      <Button component={Link} to={ROUTES.payment} variant="contained" color="secondary">
        {t('balance.topUp')}
      </Button>
    </Box>
  );
}
