import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import TuneRounded from '@mui/icons-material/TuneRounded';
import {
  AppBar, Box, Button, Chip, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle,
  IconButton, Toolbar, Typography,
} from '@mui/material';
import { observer } from 'mobx-react-lite';
import { startTransition, useEffect, useLayoutEffect, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FakeMessengerRequest } from '@adapters/memory/FakeMessenger';
import { useDemoHandles } from './DemoContext';
import { DEMO_HEADER_HEIGHT } from './demoSettings';
import type { DevPanelProps } from './DevPanel';
import { storageKeyLabel, storedStateToasts } from './storedStateText';

const HEADER_HEIGHT = DEMO_HEADER_HEIGHT;

/**
 * The messenger as the demo imitates it around the app: a header with the native Back button,
 * the developer tools, and the popups / payment sheet the real client would draw.
 */
export const DemoChrome = observer(function DemoChrome({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { messenger: fake, backend, services: { toaster, storage } } = useDemoHandles();
  const [backVisible, setBackVisible] = useState(fake.backButtonVisible.value);
  const [settingsVisible, setSettingsVisible] = useState(fake.settingsButtonVisible.value);
  const [request, setRequest] = useState<FakeMessengerRequest | null>(null);
  const [panelOpen, setPanelOpen] = useState(false);
  // The tools' panel (selects, switches, lists) is fetched on its first opening, not with home.
  const [DevPanel, setDevPanel] = useState<ComponentType<DevPanelProps> | null>(null);
  const openPanel = () => {
    if (DevPanel) {
      setPanelOpen(true);
      return;
    }
    import('./DevPanel').then(
      (module) => {
        setDevPanel(() => module.DevPanel);
        setPanelOpen(true);
      },
      (error: unknown) => console.error('The developer tools could not be loaded', error),
    );
  };
  const [closed, setClosed] = useState(fake.closed);

  // The imitated messenger header takes the top inset before the first paint, so the page never
  // jumps down under it (a layout shift Lighthouse counted).
  useLayoutEffect(() => {
    document.documentElement.style.setProperty('--tg-content-safe-area-inset-top', `${HEADER_HEIGHT}px`);
    return () => {
      document.documentElement.style.removeProperty('--tg-content-safe-area-inset-top');
    };
  }, []);

  useEffect(() => {
    const visibility = fake.backButtonVisible.subscribe(setBackVisible);
    const settings = fake.settingsButtonVisible.subscribe(setSettingsVisible);
    // The messenger draws its popups and payment sheet in a process of its own: the tap that asked
    // for one paints its own frame first. Here the imitation mounts in a background render after it.
    const requests = fake.requests.subscribe((next) => startTransition(() => setRequest(next)));
    const closing = fake.closedEvents.subscribe(() => setClosed(true));
    return () => {
      visibility.unsubscribe();
      settings.unsubscribe();
      requests.unsubscribe();
      closing.unsubscribe();
    };
  }, [fake]);

  // Stored demo data that was not kept as it was (records dropped, or unreadable): said once, at start.
  useEffect(() => {
    const report = backend.storedStateReport;
    const shown = storedStateToasts(report, storageKeyLabel(storage, report.backupKey ?? '')).map((toast) => toaster.show(toast));
    return () => shown.forEach((id) => toaster.dismiss(id));
  }, [backend, storage, toaster]);

  const answer = (respond: () => void) => {
    respond();
    setRequest(null);
  };

  return (
    <>
      <AppBar position="fixed" elevation={0} color="inherit" sx={{ height: HEADER_HEIGHT, borderBottom: 1, borderColor: 'divider', bgcolor: 'background.default' }}>
        <Toolbar variant="dense" sx={{ minHeight: HEADER_HEIGHT, px: 1, gap: 1 }}>
          {backVisible ? (
            <IconButton edge="start" onClick={() => fake.pressBackButton()} aria-label={t('messenger.back')}>
              <ArrowBackRounded />
            </IconButton>
          ) : (
            <Box sx={{ width: 44 }} />
          )}
          <Typography component="p" sx={{ fontWeight: 700, flex: 1, textAlign: 'center' }}>
            {t('demo.chromeTitle')}
          </Typography>
          <Chip size="small" label={t('demo.badge')} color="secondary" variant="outlined" />
          {/* The messenger's own Settings item (Bot API 7.0), shown while the app asks for it. */}
          {settingsVisible ? (
            <IconButton onClick={() => fake.pressSettingsButton()} aria-label={t('messenger.settings')}>
              <SettingsOutlined />
            </IconButton>
          ) : null}
          <IconButton onClick={openPanel} aria-label={t('demo.tools')} aria-haspopup="dialog">
            <TuneRounded />
          </IconButton>
        </Toolbar>
      </AppBar>
      {DevPanel ? <DevPanel open={panelOpen} onClose={() => setPanelOpen(false)} /> : null}
      {children}
      <RequestDialog request={request} answer={answer} />
      {closed ? (
        <Box role="alertdialog" aria-labelledby="closed-title" sx={{ position: 'fixed', inset: 0, zIndex: 2000, bgcolor: 'background.default', display: 'grid', placeItems: 'center', p: 3, textAlign: 'center' }}>
          <Box>
            <Typography id="closed-title" variant="h2" component="h2" gutterBottom>{t('demo.closedTitle')}</Typography>
            <Typography color="text.secondary" sx={{ mb: 2 }}>{t('demo.closedBody')}</Typography>
            <Button variant="contained" onClick={() => window.location.reload()}>{t('demo.relaunch')}</Button>
          </Box>
        </Box>
      ) : null}
    </>
  );
});

/** A tap this soon after a popup opened is the rest of the tap that opened it (a double tap), not a dismissal. */
const POPUP_TAP_GRACE_MS = 400;

/** The real time of this moment, as events stamp it (a faked page clock does not move it). */
const eventTime = () => new Event('now').timeStamp;

function RequestDialog({ request, answer }: { request: FakeMessengerRequest | null; answer: (respond: () => void) => void }) {
  const { t } = useTranslation();
  const openedAt = useMemo(() => (request ? eventTime() : 0), [request]);
  if (!request) return null;
  if (request.kind === 'popup') {
    const buttons = request.params.buttons?.length ? request.params.buttons : [{ id: 'ok', type: 'ok' as const }];
    const dismiss = (event: { timeStamp?: number }, reason?: string) => {
      if (reason === 'backdropClick' && (event.timeStamp ?? eventTime()) - openedAt < POPUP_TAP_GRACE_MS) return;
      answer(() => request.resolve(null));
    };
    return (
      <Dialog open onClose={dismiss} aria-labelledby={request.params.title ? 'popup-title' : undefined} aria-label={request.params.title ? undefined : request.params.message}>
        {request.params.title ? <DialogTitle id="popup-title">{request.params.title}</DialogTitle> : null}
        <DialogContent><DialogContentText sx={{ whiteSpace: 'pre-line' }}>{request.params.message}</DialogContentText></DialogContent>
        <DialogActions>
          {buttons.map((b) => (
            <Button key={b.id} color={b.type === 'destructive' ? 'error' : 'primary'} onClick={() => answer(() => request.resolve(b.id))}>
              {b.text ?? t(b.type === 'cancel' ? 'messenger.cancel' : b.type === 'close' ? 'messenger.close' : 'messenger.ok')}
            </Button>
          ))}
        </DialogActions>
      </Dialog>
    );
  }
  if (request.kind === 'invoice') {
    return (
      <Dialog open onClose={() => answer(() => request.resolve('cancelled'))} aria-labelledby="invoice-title">
        <DialogTitle id="invoice-title">{t('demo.invoiceTitle')}</DialogTitle>
        <DialogContent><DialogContentText>{t('demo.invoiceBody')}</DialogContentText></DialogContent>
        <DialogActions>
          <Button onClick={() => answer(() => request.resolve('cancelled'))}>{t('demo.cancelled')}</Button>
          <Button color="error" onClick={() => answer(() => request.resolve('failed'))}>{t('demo.failed')}</Button>
          <Button variant="contained" onClick={() => answer(() => request.resolve('paid'))}>{t('demo.paid')}</Button>
        </DialogActions>
      </Dialog>
    );
  }
  return (
    <Dialog open onClose={() => answer(() => request.resolve(false))} aria-labelledby="share-title">
      <DialogTitle id="share-title">{t('demo.shareTitle')}</DialogTitle>
      <DialogContent><DialogContentText>{t('demo.shareBody')}</DialogContentText></DialogContent>
      <DialogActions>
        <Button onClick={() => answer(() => request.resolve(false))}>{t('messenger.cancel')}</Button>
        <Button variant="contained" onClick={() => answer(() => request.resolve(true))}>{t('demo.send')}</Button>
      </DialogActions>
    </Dialog>
  );
}
