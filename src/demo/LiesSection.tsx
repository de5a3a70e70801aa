import { Box, FormControlLabel, FormGroup, Switch, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { FAIRNESS_LIES, type GameBackend } from '@adapters/memory/backend/GameBackend';

/**
 * The demo server playing a lying one: each switch is one lie about its rolls, told consistently
 * (its proofs recompute), so the Verify view shows what only the phone's own record can catch.
 */
export function LiesSection({ backend, onChange }: { backend: GameBackend; onChange: () => void }) {
  const { t } = useTranslation();
  return (
    <Box component="section" aria-labelledby="dev-lies">
      <Typography id="dev-lies" component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>{t('demo.lies')}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>{t('demo.liesNote')}</Typography>
      <FormGroup>
        {FAIRNESS_LIES.map((lie) => (
          <FormControlLabel key={lie} label={t(`demo.lie.${lie}`)} control={(
            <Switch checked={backend.lies.has(lie)} onChange={(_event, on) => {
              backend.lies.set(lie, on);
              onChange();
            }} />
          )} />
        ))}
      </FormGroup>
    </Box>
  );
}
