import HomeRounded from '@mui/icons-material/HomeRounded';
import { Box, Button, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { CaseArt } from '@ui/components/CaseArt';
import { ROUTES } from '@ui/navigation/routes';

/**
 * A path the app does not have. Spec §2 keeps the router's default error text as its title; the
 * page itself sits inside the layout (the bottom bar stays), says what happened in plain words and
 * leads home, or straight to the cases.
 */
export function NotFound() {
  const { t } = useTranslation();
  return (
    <Stack spacing={2} sx={{ py: 6, alignItems: 'center', textAlign: 'center', maxWidth: 420, mx: 'auto' }}>
      {/* The app's own chest (already in the first load, like this page): no extra artwork to fetch. */}
      <Box sx={{ opacity: 0.85 }}><CaseArt size={112} /></Box>
      <Typography variant="overline" component="p" color="textSecondary">{t('errors.notFoundCode')}</Typography>
      <Typography variant="h1" component="h1" sx={{ fontSize: '1.5rem', mt: '0 !important' }}>{t('errors.notFoundTitle')}</Typography>
      <Typography color="textSecondary">{t('errors.notFoundBody')}</Typography>
      <Stack spacing={1.25} sx={{ width: '100%', pt: 1 }}>
        <Button variant="contained" size="large" fullWidth component={Link} to={ROUTES.home} startIcon={<HomeRounded />}>{t('errors.toHome')}</Button>
        <Button variant="outlined" size="large" fullWidth component={Link} to={ROUTES.cases}>{t('errors.toCases')}</Button>
      </Stack>
    </Stack>
  );
}
