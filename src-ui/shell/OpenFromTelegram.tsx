import SendRounded from '@mui/icons-material/SendRounded';
import { Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

/**
 * Outside development without the messenger's init data (spec §8): the app was opened outside
 * Telegram, or Telegram sent nothing usable. Nothing is sent to the server; the page says why
 * nothing loads and what to do.
 */
export function OpenFromTelegram() {
  const { t } = useTranslation();
  return (
    <Stack component="main" spacing={2} sx={{ minHeight: '100dvh', px: 3, justifyContent: 'center', alignItems: 'center', textAlign: 'center' }}>
      <SendRounded sx={{ fontSize: 56, color: 'primary.main' }} aria-hidden />
      <Typography variant="h1" component="h1" sx={{ fontSize: '1.5rem' }}>{t('errors.openFromTelegramTitle')}</Typography>
      <Typography color="textSecondary" sx={{ maxWidth: 360 }}>{t('errors.openFromTelegramBody')}</Typography>
      <Typography variant="caption" color="textSecondary">{t('errors.noAuthData')}</Typography>
    </Stack>
  );
}
