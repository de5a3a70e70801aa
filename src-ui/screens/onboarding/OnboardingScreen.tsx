import CardGiftcardRounded from '@mui/icons-material/CardGiftcardRounded';
import LocalShippingRounded from '@mui/icons-material/LocalShippingRounded';
import { Box, Button, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { WELCOME_CASE_OPENING_PATH, type OpeningNavigationState } from '@ui/navigation/routes';
import { CaseArt } from '@ui/components/CaseArt';
import { padWithSafeArea } from '@ui/navigation/safeArea';

/** Spec §2: title, description, delivery note, and the free welcome case. */
export function OnboardingScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const openFreeCase = () => {
    const state: OpeningNavigationState = { allowOpening: true };
    void navigate(WELCOME_CASE_OPENING_PATH, { state });
  };
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100dvh', maxWidth: 672, mx: 'auto', display: 'flex', flexDirection: 'column',
        pt: padWithSafeArea('top', '24px'), pb: padWithSafeArea('bottom', '24px'),
        pl: padWithSafeArea('left', '24px'), pr: padWithSafeArea('right', '24px'),
      }}
    >
      <Stack spacing={2} sx={{ flex: 1, justifyContent: 'center', alignItems: 'center', textAlign: 'center' }}>
        <CaseArt size={180} />
        <Typography variant="h1" component="h1">{t('onboarding.title')}</Typography>
        <Typography color="textSecondary" sx={{ maxWidth: 420 }}>{t('onboarding.description')}</Typography>
        <Stack spacing={1.25} sx={{ width: '100%', maxWidth: 420, pt: 1 }}>
          <Note icon={<CardGiftcardRounded color="secondary" />} text={t('onboarding.gift')} />
          <Note icon={<LocalShippingRounded color="primary" />} text={t('onboarding.delivery')} />
        </Stack>
      </Stack>
      <Button variant="contained" size="large" fullWidth onClick={openFreeCase} sx={{ mt: 3 }}>
        {t('onboarding.openFreeCase')}
      </Button>
    </Box>
  );
}

function Note({ icon, text }: { icon: React.ReactNode; text: string }) {
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', textAlign: 'left', p: 1.5, borderRadius: 3, bgcolor: 'background.paper' }}>
      {icon}
      <Typography variant="body2">{text}</Typography>
    </Stack>
  );
}
