import { Alert, AlertTitle, Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { StoredStateReport } from '@adapters/memory/backend/GameBackend';
import { describeDropped, unreadableText } from './storedStateText';

/** A long list of dropped records says no more after a dozen lines. */
const MAX_LISTED = 12;

/**
 * The developer panel's note on the stored demo data, when it was not kept as it was: what was
 * dropped (and why), or that it could not be read; and where the stored text was copied.
 */
export function StoredStateNote({ report, backupKey }: { readonly report: StoredStateReport; readonly backupKey: string }) {
  const { t } = useTranslation();
  const unreadable = unreadableText(report);
  if (!unreadable && report.dropped.length === 0) return null;
  const listed = report.dropped.slice(0, MAX_LISTED);
  const unlisted = report.dropped.length - listed.length;
  return (
    <Box component="section" aria-labelledby="dev-stored-state">
      <Typography id="dev-stored-state" component="h3" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>{t('demo.storage.title')}</Typography>
      <Alert severity="warning" role="note">
        {unreadable ? <Typography variant="body2">{t(unreadable, { key: backupKey })}</Typography> : (
          <>
            <AlertTitle>{t('demo.storage.dropped', { count: report.dropped.length })}</AlertTitle>
            <Box component="ul" sx={{ m: 0, pl: 2.5, overflowWrap: 'anywhere' }}>
              {listed.map((record, i) => <Typography component="li" variant="body2" key={i}>{describeDropped(record, t)}</Typography>)}
              {unlisted > 0 ? <Typography component="li" variant="body2">{t('demo.storage.more', { count: unlisted })}</Typography> : null}
            </Box>
            <Typography variant="body2" sx={{ mt: 1, overflowWrap: 'anywhere' }}>{t('demo.storage.backup', { key: backupKey })}</Typography>
          </>
        )}
      </Alert>
    </Box>
  );
}
