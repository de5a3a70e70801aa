import ScheduleRounded from '@mui/icons-material/ScheduleRounded';
import { Box, Button, InputAdornment, Paper, Stack, TextField, Typography } from '@mui/material';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { CrystalIcon } from '@ui/components/CrystalIcon';
import { formatDateTime } from '@ui/i18n/formatDateTime';
import { formatMoney, formatNumber, moneyCount } from '@ui/i18n/formatNumber';
import type { LimitRow, LimitsViewModel, SaveNote } from './LimitsViewModel';

/** One limit: where it stands, a waiting change and when it applies, and a field to change it. */
export const LimitCard = observer(function LimitCard({ row, vm }: { row: LimitRow; vm: LimitsViewModel }) {
  const { t, i18n } = useTranslation();
  const fmt = (n: number) => formatMoney(n, i18n.language);
  const crystals = (n: number) => t('limits.crystals', { count: moneyCount(n), value: fmt(n) });
  const { kind, setting, spent } = row;
  const titleId = `limit-${kind}`;
  const fieldId = `limit-${kind}-field`;
  const note = vm.notes.get(kind);
  const invalid = note?.kind === 'invalid';
  return (
    <Paper component="section" aria-labelledby={titleId} elevation={0} sx={{ p: 2 }}>
      <Typography id={titleId} component="h2" variant="h3">{t(`limits.kinds.${kind}`)}</Typography>
      <Typography sx={{ mt: 0.5, fontWeight: 700 }} data-testid={`${kind}-current`}>
        {setting.amount === null ? t('limits.none') : t('limits.current', { crystals: crystals(setting.amount) })}
      </Typography>
      <Typography variant="body2" color="textSecondary">{t(`limits.window.${kind}`, { value: fmt(spent) })}</Typography>
      {/* A waiting change, framed rather than filled: 'Keep current' keeps 4.5:1 on the card's own colour. */}
      {setting.pending ? (
        <Box sx={{ mt: 1.5, p: 1.25, pb: 0.5, borderRadius: 3, border: 1, borderColor: 'divider', display: 'flex', gap: 1, alignItems: 'flex-start' }}>
          <ScheduleRounded fontSize="small" sx={{ color: 'warning.main', mt: 0.25 }} aria-hidden />
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography variant="body2" sx={{ fontWeight: 600 }} data-testid={`${kind}-pending`}>
              {setting.pending.amount === null
                ? t('limits.pendingRemoval', { when: formatDateTime(setting.pending.effectiveAt, i18n.language) })
                : t('limits.pendingAmount', { crystals: crystals(setting.pending.amount), when: formatDateTime(setting.pending.effectiveAt, i18n.language) })}
            </Typography>
            <Button size="small" onClick={() => vm.keepCurrent(kind)} sx={{ ml: -1, mt: 0.25 }}>{t('limits.keepCurrent')}</Button>
          </Box>
        </Box>
      ) : null}
      <Stack
        component="form"
        noValidate
        direction="row"
        spacing={1}
        sx={{ mt: 1.5, alignItems: 'flex-start' }}
        onSubmit={(event) => {
          event.preventDefault();
          vm.save(kind);
        }}
      >
        <TextField
          id={fieldId}
          label={t('limits.field')}
          value={vm.draft(kind)}
          onChange={(event) => vm.setDraft(kind, event.target.value)}
          error={invalid}
          helperText={invalid ? t('limits.invalid', { max: formatNumber(vm.maxAmount, i18n.language) }) : undefined}
          fullWidth
          autoComplete="off"
          slotProps={{
            htmlInput: { inputMode: 'numeric', enterKeyHint: 'done' },
            input: { endAdornment: <InputAdornment position="end"><CrystalIcon color="secondary" fontSize="small" aria-hidden /></InputAdornment> },
          }}
        />
        <Button type="submit" variant="contained" sx={{ flex: '0 0 auto', minHeight: 56 }}>{t('limits.save')}</Button>
      </Stack>
      {setting.amount !== null && !(setting.pending && setting.pending.amount === null) ? (
        <Button onClick={() => vm.remove(kind)} color="error" sx={{ mt: 0.5, ml: -1 }}>{t('limits.remove')}</Button>
      ) : null}
      <Typography role="status" variant="body2" sx={{ mt: note && !invalid ? 1 : 0, color: 'success.main', fontWeight: 600 }}>
        {note && !invalid ? noteText(note, t, crystals, i18n.language) : null}
      </Typography>
    </Paper>
  );
});

function noteText(note: Exclude<SaveNote, { kind: 'invalid' }>, t: (key: string, params?: Record<string, unknown>) => string, crystals: (n: number) => string, language: string): string {
  switch (note.kind) {
    case 'applied':
      return note.amount === null ? t('limits.appliedNone') : t('limits.applied', { crystals: crystals(note.amount) });
    case 'pending':
      return note.amount === null
        ? t('limits.pendingRemoval', { when: formatDateTime(note.effectiveAt, language) })
        : t('limits.pendingAmount', { crystals: crystals(note.amount), when: formatDateTime(note.effectiveAt, language) });
    case 'unchanged':
      return t('limits.unchanged');
  }
}
