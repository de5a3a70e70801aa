import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import CloseRounded from '@mui/icons-material/CloseRounded';
import ErrorRounded from '@mui/icons-material/ErrorRounded';
import NotificationsRounded from '@mui/icons-material/NotificationsRounded';
import InfoRounded from '@mui/icons-material/InfoRounded';
import { CircularProgress, IconButton, Paper, Typography } from '@mui/material';
import { closeSnackbar, SnackbarContent, type CustomContentProps } from 'notistack';
import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';
import { TOAST_MAX_WIDTH_PX } from './toastDurations';

type ToastContentProps = CustomContentProps & { icon?: 'bell' };

/** One look for every toast kind, following the messenger theme. */
export const ToastContent = forwardRef<HTMLDivElement, ToastContentProps>(function ToastContent(props, ref) {
  const { id, message, variant, icon } = props;
  const { t } = useTranslation();
  const isError = variant === 'error';
  const glyph =
    variant === 'loading' ? <CircularProgress size={18} aria-hidden /> :
    variant === 'success' ? <CheckCircleRounded color="success" aria-hidden /> :
    isError ? <ErrorRounded color="error" aria-hidden /> :
    icon === 'bell' ? <NotificationsRounded color="secondary" aria-label={t('toast.notification')} /> :
    variant === 'custom' ? <InfoRounded color="info" aria-hidden /> : null;
  return (
    <SnackbarContent ref={ref} role={isError ? 'alert' : 'status'} style={{ maxWidth: TOAST_MAX_WIDTH_PX, width: '100%' }}>
      <Paper
        elevation={6}
        sx={{
          display: 'flex', alignItems: 'center', gap: 1.25, py: 1, pl: 1.75, pr: 0.5, width: '100%',
          borderRadius: 3, border: 1, borderColor: isError ? 'error.main' : 'divider',
        }}
      >
        {glyph}
        <Typography variant="body2" sx={{ flex: 1, py: 0.5, overflowWrap: 'anywhere' }}>{message}</Typography>
        <IconButton size="small" aria-label={t('toast.dismiss')} onClick={() => closeSnackbar(id)}>
          <CloseRounded fontSize="small" />
        </IconButton>
      </Paper>
    </SnackbarContent>
  );
});
