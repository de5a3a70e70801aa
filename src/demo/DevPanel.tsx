import {
  Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, FormControl, FormControlLabel, FormLabel,
  InputLabel, List, ListItem, ListItemText, MenuItem, Radio, RadioGroup, Select, Stack, Typography,
} from '@mui/material';
import { useReducer, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Fault } from '@adapters/memory/backend/faults';
import { LiesSection } from './LiesSection';
import type { Outcome } from '@adapters/memory/backend/GameBackend';
import { MOCK_USERS } from '@adapters/memory/backend/mockUsers';
import { LANGUAGES } from '@domain/model/language';
import type { InvoiceOutcome } from '@domain/model/payment';
import type { ColorScheme } from '@domain/ports/Messenger';
import { useDemoHandles } from './DemoContext';
import { demoControls } from './demoControls';
import { readDemoSettings, writeDemoSettings } from './demoSettings';
import { StoredStateNote } from './StoredStateNote';
import { storageKeyLabel } from './storedStateText';

/** Every call of the API port, as the fault plan names them. */
export const API_CALLS = [
  'getMe', 'saveTradeLink', 'setLanguage', 'completeTask', 'getTransactions', 'getRecentWins', 'getInit', 'inviteFriend',
  'getTopUpPackages', 'createInvoice', 'getPaymentStatus', 'getHistory', 'getLive', 'getUpgraderItems', 'getMultipliers',
  'getChance', 'upgrade', 'getCases', 'getCase', 'openCase', 'getInventory', 'getInventoryItem', 'sellItem', 'sendItem',
] as const;

export const FAULT_KINDS: Readonly<Record<string, Fault>> = {
  latency: { latencyMs: 3000 },
  '401': { status: 401 },
  '403': { status: 403 },
  '429': { status: 429 },
  '500': { status: 500 },
  '503': { status: 503 },
  malformed: { malformed: 'json' },
  schema: { malformed: 'schema' },
  network: { network: true },
};

function faultLabel(kind: string, t: (key: string) => string): string {
  if (kind === 'latency') return t('demo.faultLatency');
  if (kind === 'malformed') return t('demo.faultMalformed');
  if (kind === 'schema') return t('demo.faultSchema');
  if (kind === 'network') return t('demo.faultNetwork');
  return `HTTP ${kind}`;
}

function describeFault(fault: Fault, t: (key: string) => string): string {
  const kind = Object.entries(FAULT_KINDS).find(([, f]) => JSON.stringify(f) === JSON.stringify({ ...fault, times: undefined }))?.[0];
  return kind ? faultLabel(kind, t) : JSON.stringify(fault);
}

/**
 * Development mode's tool panel (spec §2): what became of the stored demo data (when it was not
 * kept as it was), mock users (each on another API shard), the outcome of the next payment, case
 * drop and upgrade, faults per call, language, theme and a reset.
 */
export interface DevPanelProps {
  readonly open: boolean;
  readonly onClose: () => void;
}

export function DevPanel({ open, onClose }: DevPanelProps) {
  const { t } = useTranslation();
  const { backend, messenger, services: { storage, api, session, logger } } = useDemoHandles();
  const [, refresh] = useReducer((n: number) => n + 1, 0);
  const [faultCall, setFaultCall] = useState<string>('*');
  const [faultKind, setFaultKind] = useState<string>('500');
  const settings = readDemoSettings(storage);
  const outcome = (value: Outcome | null) => value ?? 'random';
  const toOutcome = (value: string): Outcome | null => (value === 'win' || value === 'loss' ? value : null);
  const stored = backend.storedStateReport;

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" scroll="paper" aria-labelledby="dev-panel-title">
      <DialogTitle id="dev-panel-title">{t('demo.devPanelTitle')}</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2.5}>
          <StoredStateNote report={stored} backupKey={storageKeyLabel(storage, stored.backupKey ?? '')} />
          <FormControl>
            <FormLabel id="dev-user">{t('demo.user')}</FormLabel>
            <RadioGroup aria-labelledby="dev-user" value={settings.userKey ?? 'player'} onChange={(e) => demoControls.switchUser(storage, e.target.value)}>
              {MOCK_USERS.map((user) => (
                <FormControlLabel key={user.key} value={user.key} control={<Radio />}
                  label={`${user.firstName} ${user.lastName} · ${user.key} · api${user.id % 10}`} />
              ))}
            </RadioGroup>
          </FormControl>

          <Stack direction="row" spacing={3} sx={{ flexWrap: 'wrap' }}>
            <FormControl>
              <FormLabel id="dev-theme">{t('demo.theme')}</FormLabel>
              <RadioGroup row aria-labelledby="dev-theme" value={settings.colorScheme} onChange={(e) => {
                const scheme = e.target.value as ColorScheme;
                writeDemoSettings(storage, { colorScheme: scheme });
                messenger.setColorScheme(scheme);
                refresh();
              }}>
                <FormControlLabel value="light" control={<Radio />} label={t('demo.light')} />
                <FormControlLabel value="dark" control={<Radio />} label={t('demo.dark')} />
              </RadioGroup>
            </FormControl>
            <FormControl>
              <FormLabel id="dev-lang">{t('demo.language')}</FormLabel>
              <RadioGroup row aria-labelledby="dev-lang" value={session.language} onChange={(e) => {
                const lang = LANGUAGES.find((l) => l === e.target.value);
                if (!lang) return;
                // The same call the profile screen makes: the backend remembers the player's language.
                api.setLanguage(lang).then(() => session.refresh(), (error: unknown) => logger.error('Demo language switch failed', error)).finally(refresh);
              }}>
                <FormControlLabel value="ru" control={<Radio />} label="Русский" />
                <FormControlLabel value="en" control={<Radio />} label="English" />
              </RadioGroup>
            </FormControl>
          </Stack>

          <Stack direction="row" spacing={3} sx={{ flexWrap: 'wrap' }}>
            <FormControl>
              <FormLabel id="dev-drop">{t('demo.nextDrop')}</FormLabel>
              <RadioGroup row aria-labelledby="dev-drop" value={outcome(backend.forcedDrop)} onChange={(e) => { backend.forceNextDrop(toOutcome(e.target.value)); refresh(); }}>
                <FormControlLabel value="random" control={<Radio />} label={t('demo.outcomeRandom')} />
                <FormControlLabel value="win" control={<Radio />} label={t('demo.outcomeWin')} />
                <FormControlLabel value="loss" control={<Radio />} label={t('demo.outcomeLoss')} />
              </RadioGroup>
            </FormControl>
            <FormControl>
              <FormLabel id="dev-upgrade">{t('demo.nextUpgrade')}</FormLabel>
              <RadioGroup row aria-labelledby="dev-upgrade" value={outcome(backend.forcedUpgrade)} onChange={(e) => { backend.forceNextUpgrade(toOutcome(e.target.value)); refresh(); }}>
                <FormControlLabel value="random" control={<Radio />} label={t('demo.outcomeRandom')} />
                <FormControlLabel value="win" control={<Radio />} label={t('demo.outcomeWin')} />
                <FormControlLabel value="loss" control={<Radio />} label={t('demo.outcomeLoss')} />
              </RadioGroup>
            </FormControl>
          </Stack>

          <FormControl>
            <FormLabel id="dev-payment">{t('demo.nextPayment')}</FormLabel>
            <RadioGroup row aria-labelledby="dev-payment" value={messenger.forcedInvoiceOutcome ?? 'ask'} onChange={(e) => {
              const value = e.target.value;
              messenger.forceInvoiceOutcome(value === 'ask' ? null : (value as InvoiceOutcome | 'never'));
              refresh();
            }}>
              <FormControlLabel value="ask" control={<Radio />} label={t('demo.paymentAsk')} />
              <FormControlLabel value="paid" control={<Radio />} label={t('demo.paid')} />
              <FormControlLabel value="cancelled" control={<Radio />} label={t('demo.cancelled')} />
              <FormControlLabel value="failed" control={<Radio />} label={t('demo.failed')} />
              <FormControlLabel value="never" control={<Radio />} label={t('demo.paymentNever')} />
            </RadioGroup>
          </FormControl>

          <Box>
            <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>{t('demo.faults')}</Typography>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
              <FormControl size="small" sx={{ minWidth: 170 }}>
                <InputLabel id="dev-fault-call">{t('demo.faultCall')}</InputLabel>
                <Select labelId="dev-fault-call" label={t('demo.faultCall')} value={faultCall} onChange={(e) => setFaultCall(e.target.value)}>
                  <MenuItem value="*">{t('demo.allCalls')}</MenuItem>
                  {API_CALLS.map((call) => <MenuItem key={call} value={call}>{call}</MenuItem>)}
                </Select>
              </FormControl>
              <FormControl size="small" sx={{ minWidth: 170 }}>
                <InputLabel id="dev-fault-kind">{t('demo.faultKind')}</InputLabel>
                <Select labelId="dev-fault-kind" label={t('demo.faultKind')} value={faultKind} onChange={(e) => setFaultKind(e.target.value)}>
                  {Object.keys(FAULT_KINDS).map((kind) => <MenuItem key={kind} value={kind}>{faultLabel(kind, t)}</MenuItem>)}
                </Select>
              </FormControl>
              <Button variant="contained" onClick={() => { backend.faults.set(faultCall, FAULT_KINDS[faultKind] as Fault); refresh(); }}>
                {t('demo.applyFault')}
              </Button>
            </Stack>
            <List dense aria-label={t('demo.activeFaults')}>
              {backend.faults.entries().length === 0 ? (
                <ListItem><ListItemText secondary={t('demo.noFaults')} /></ListItem>
              ) : backend.faults.entries().map(([call, fault]) => (
                <ListItem key={call}><ListItemText primary={call === '*' ? t('demo.allCalls') : call} secondary={describeFault(fault, t)} /></ListItem>
              ))}
            </List>
            <Button onClick={() => { backend.faults.clear(); refresh(); }}>{t('demo.clearFaults')}</Button>
          </Box>
          <LiesSection backend={backend} onChange={refresh} />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ justifyContent: 'space-between' }}>
        <Button color="error" onClick={() => demoControls.resetDemo(storage)}>{t('demo.reset')}</Button>
        <Button onClick={onClose}>{t('demo.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
