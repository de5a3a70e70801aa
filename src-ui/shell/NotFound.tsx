import HomeRounded from '@mui/icons-material/HomeRounded';
import { Button, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ROUTES } from './routes';

/**
 * A path the app does not have. Spec §2 keeps the router's default error text as its title; the
 * page itself sits inside the layout, says what happened and leads home.
 */
export function NotFound() {
  const { t } = useTranslation();
  return (
    <Stack spacing={2} sx={{ py: 8, alignItems: 'center', textAlign: 'center' }}>
      <Typography variant="h1" component="h1" sx={{ fontSize: '1.5rem' }}>{t('errors.notFoundTitle')}</Typography>
      <Typography color="text.secondary">{t('errors.notFoundBody')}</Typography>
      <Button variant="contained" size="large" component={Link} to={ROUTES.home} startIcon={<HomeRounded />}>{t('errors.toHome')}</Button>
    </Stack>
  );
}
