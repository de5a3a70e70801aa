import AddToHomeScreenRounded from '@mui/icons-material/AddToHomeScreenRounded';
import CampaignRounded from '@mui/icons-material/CampaignRounded';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import ChevronRightRounded from '@mui/icons-material/ChevronRightRounded';
import HourglassTopRounded from '@mui/icons-material/HourglassTopRounded';
import VerifiedUserOutlined from '@mui/icons-material/VerifiedUserOutlined';
import LinkRounded from '@mui/icons-material/LinkRounded';
import OpenInNewRounded from '@mui/icons-material/OpenInNewRounded';
import PersonRounded from '@mui/icons-material/PersonRounded';
import ReceiptLongRounded from '@mui/icons-material/ReceiptLongRounded';
import SupportAgentRounded from '@mui/icons-material/SupportAgentRounded';
import TranslateRounded from '@mui/icons-material/TranslateRounded';
import BoltRounded from '@mui/icons-material/BoltRounded';
import VibrationRounded from '@mui/icons-material/VibrationRounded';
import VolumeUpRounded from '@mui/icons-material/VolumeUpRounded';
import {
  Alert, Avatar, Box, Button, CircularProgress, List, ListItem, ListItemButton, ListItemIcon, ListItemText, Paper,
  Skeleton, Stack, Switch, Typography,
} from '@mui/material';
import { observer } from 'mobx-react-lite';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { ROUTES } from '@ui/navigation/routes';
import { useViewModel } from '@ui/viewModel/useViewModel';
import { createProfileViewModel } from './composition';
import type { ProfileViewModel } from './ProfileViewModel';
import { TradeLinkDialog } from './TradeLinkDialog';
import * as profileTexts from '@ui/i18n/features/profile';
import { useFeatureTexts } from '@ui/i18n/featureTexts';

/** Spec §2, profile: header, settings, additional links and the trade-link editor. */
export const ProfileScreen = observer(function ProfileScreen() {
  useFeatureTexts(profileTexts);
  const { t } = useTranslation();
  const vm = useViewModel(createProfileViewModel);
  const [params, setParams] = useSearchParams();
  const wantsEditor = params.get('openTradeLink') === 'true';

  // /profile?openTradeLink=true opens the editor with the current link, then drops the parameter.
  useEffect(() => {
    if (!wantsEditor) return;
    vm.openTradeLinkEditor();
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.delete('openTradeLink');
      return next;
    }, { replace: true });
  }, [wantsEditor, vm, setParams]);

  return (
    <Stack component="section" spacing={2.5} aria-labelledby="profile-title">
      <Typography id="profile-title" variant="h1" component="h1">{t('profile.title')}</Typography>
      <ProfileHeader vm={vm} />
      <Section title={t('profile.settings')} id="profile-settings">
        <ListItemButton onClick={vm.languageTapped} disabled={vm.languageChanging} aria-busy={vm.languageChanging || undefined}>
          <ListItemIcon><TranslateRounded /></ListItemIcon>
          <ListItemText primary={t('profile.language')} secondary={t(`profile.languageName.${vm.currentLanguage}`)} />
          {vm.languageChanging ? (
            <CircularProgress size={20} aria-label={t('profile.languageChanging')} />
          ) : (
            <Box component="span" aria-hidden sx={{ fontWeight: 800, fontSize: 13, px: 1, py: 0.25, borderRadius: 99, border: 1, borderColor: 'divider', color: 'text.secondary' }}>
              {vm.currentLanguage.toUpperCase()}
            </Box>
          )}
        </ListItemButton>
        <EffectSwitch id="setting-sound" icon={<VolumeUpRounded />} label={t('profile.sound')} checked={vm.soundOn} onChange={vm.soundSwitched} />
        <EffectSwitch id="setting-haptics" icon={<VibrationRounded />} label={t('profile.haptics')} checked={vm.hapticsOn} onChange={vm.hapticsSwitched} />
        <EffectSwitch
          id="setting-fast-open" icon={<BoltRounded />} label={t('profile.fastOpen')} hint={t('profile.fastOpenHint')}
          checked={vm.fastOpenOn} onChange={vm.fastOpenSwitched}
        />
        <ListItemButton onClick={vm.openTradeLinkEditor}>
          <ListItemIcon><LinkRounded /></ListItemIcon>
          <ListItemText primary={t('profile.tradeLink')} />
          <Typography component="span" variant="body2" sx={{ color: vm.hasTradeLink ? 'text.secondary' : 'info.main', fontWeight: 700 }}>
            {vm.hasTradeLink ? t('profile.tradeLinkChange') : t('profile.tradeLinkSetUp')}
          </Typography>
          <ChevronRightRounded sx={{ color: 'text.secondary', ml: 0.5 }} aria-hidden />
        </ListItemButton>
      </Section>
      <Section title={t('profile.more')} id="profile-more">
        <ListItemButton component={Link} to={ROUTES.transactions}>
          <ListItemIcon><ReceiptLongRounded /></ListItemIcon>
          <ListItemText primary={t('profile.transactions')} />
          <ChevronRightRounded sx={{ color: 'text.secondary' }} aria-hidden />
        </ListItemButton>
        <ListItemButton component={Link} to={ROUTES.limits}>
          <ListItemIcon><HourglassTopRounded /></ListItemIcon>
          <ListItemText primary={t('profile.limits')} secondary={t('profile.limitsHint')} />
          <ChevronRightRounded sx={{ color: 'text.secondary' }} aria-hidden />
        </ListItemButton>
        <ListItemButton component={Link} to={ROUTES.fairness}>
          <ListItemIcon><VerifiedUserOutlined /></ListItemIcon>
          <ListItemText primary={t('profile.fairPlay')} secondary={t('profile.fairPlayHint')} />
          <ChevronRightRounded sx={{ color: 'text.secondary' }} aria-hidden />
        </ListItemButton>
        {vm.showsAddToHomeScreen ? (
          <ListItemButton onClick={vm.addToHomeScreen}>
            <ListItemIcon><AddToHomeScreenRounded /></ListItemIcon>
            <ListItemText primary={t('profile.addToHomeScreen')} />
          </ListItemButton>
        ) : null}
        <ListItemButton onClick={vm.openCommunity}>
          <ListItemIcon><CampaignRounded /></ListItemIcon>
          <ListItemText primary={t('profile.community')} />
          <OpenInNewRounded fontSize="small" sx={{ color: 'text.secondary' }} aria-hidden />
        </ListItemButton>
        <ListItemButton onClick={vm.openSupport}>
          <ListItemIcon><SupportAgentRounded /></ListItemIcon>
          <ListItemText primary={t('profile.support')} />
          <OpenInNewRounded fontSize="small" sx={{ color: 'text.secondary' }} aria-hidden />
        </ListItemButton>
      </Section>
      <TradeLinkDialog vm={vm} />
    </Stack>
  );
});

const ProfileHeader = observer(function ProfileHeader({ vm }: { vm: ProfileViewModel }) {
  const { t } = useTranslation();
  if (vm.headerState === 'skeleton') {
    return (
      <Paper elevation={0} role="status" aria-label={t('profile.loading')} sx={{ p: 2, display: 'flex', gap: 2, alignItems: 'center' }}>
        <Skeleton variant="circular" width={64} height={64} />
        <Box sx={{ flex: 1 }}>
          <Skeleton variant="text" width="60%" sx={{ fontSize: '1.375rem' }} />
          <Skeleton variant="text" width="45%" />
        </Box>
      </Paper>
    );
  }
  if (vm.headerState === 'error') {
    return (
      <Alert severity="error" action={<Button color="inherit" onClick={() => void vm.load()}>{t('profile.retry')}</Button>}>
        {t('profile.errors.loadFailed')}
      </Alert>
    );
  }
  return (
    <Paper elevation={0} sx={{ p: 2, display: 'flex', gap: 2, alignItems: 'center' }}>
      <Avatar src={vm.avatarUrl ?? undefined} alt={vm.fullName} sx={{ width: 64, height: 64, bgcolor: 'primary.main', color: 'primary.contrastText' }}>
        <PersonRounded sx={{ fontSize: 36 }} aria-hidden />
      </Avatar>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="h2" component="p" sx={{ overflowWrap: 'anywhere' }}>{vm.fullName}</Typography>
        {vm.hasTradeLink ? (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, mt: 0.5, color: 'success.main' }}>
            <CheckCircleRounded sx={{ fontSize: 16 }} aria-hidden />
            <Typography variant="body2" sx={{ color: 'inherit', fontWeight: 600 }}>{t('profile.tradeLinkConnected')}</Typography>
          </Box>
        ) : null}
      </Box>
    </Paper>
  );
});

/** A switch row of the settings list: the whole row toggles it, and it reads as a switch to screen readers. */
function EffectSwitch({ id, icon, label, hint, checked, onChange }: {
  id: string; icon: ReactNode; label: string; hint?: string; checked: boolean; onChange: (on: boolean) => void;
}) {
  return (
    <ListItem component="div" sx={{ minHeight: 56 }}>
      <ListItemIcon>{icon}</ListItemIcon>
      <ListItemText primary={<label htmlFor={id}>{label}</label>} secondary={hint ? <span id={`${id}-hint`}>{hint}</span> : undefined} />
      <Switch
        id={id} edge="end" checked={checked} onChange={(event) => onChange(event.target.checked)}
        slotProps={{ input: { 'aria-describedby': hint ? `${id}-hint` : undefined } }}
      />
    </ListItem>
  );
}

function Section({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <Paper elevation={0} sx={{ overflow: 'hidden' }}>
      {/* The title sits outside the list: a list holds list items only. */}
      <Typography id={id} component="h2" sx={{ fontWeight: 700, fontSize: 13, lineHeight: '36px', px: 2, pt: 0.5, color: 'text.secondary', textTransform: 'uppercase', letterSpacing: '0.04em' }}>{title}</Typography>
      <List component="div" role="group" aria-labelledby={id} disablePadding>
        {children}
      </List>
    </Paper>
  );
}
