import CancelRounded from '@mui/icons-material/CancelRounded';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import { Box, Stack, Typography } from '@mui/material';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { TABLE_TICKETS } from '@domain/features/fairness/provablyFair';
import { slotChance, type VerificationStep } from '@domain/features/fairness/verifyDraw';
import { formatFraction, formatNumber } from '@ui/i18n/formatNumber';
import { formatOddsPercent } from '@ui/i18n/formatPercent';

export const mono = { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', fontSize: 13, wordBreak: 'break-all' } as const;

/** Steps whose computed values are hashes and seeds: their detail goes with the codes (StepCodes), below the words. */
const HEX_STEPS: ReadonlySet<VerificationStep['id']> = new Set(['table', 'commitment', 'roll']);

/**
 * The verifier's steps in order, each in plain words: what was checked and whether it matches,
 * with the detail of those told in words (the rule, the slot, the outcome).
 */
export function StepList({ steps }: { steps: readonly VerificationStep[] }) {
  const { t, i18n } = useTranslation();
  return (
    <Stack component="ol" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {steps.map((step) => (
        <Box component="li" key={step.id} data-step={step.id} data-ok={step.ok} sx={{ p: 2, borderRadius: 4, bgcolor: 'background.paper' }}>
          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, display: 'flex', alignItems: 'center', gap: 1 }}>
            {step.ok ? <CheckCircleRounded color="success" aria-hidden /> : <CancelRounded color="error" aria-hidden />}
            <span>{t(`fairness.verify.step.${step.id}`)}</span>
            <Box component="span" sx={{ fontWeight: 400, color: step.ok ? 'success.main' : 'error.main' }}>
              — {t(step.ok ? 'fairness.verify.ok' : 'fairness.verify.failed')}
            </Box>
          </Typography>
          {HEX_STEPS.has(step.id) ? null : detail(step, t, i18n.language).map((line) => (
            <Typography key={line} variant="body2" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>{line}</Typography>
          ))}
        </Box>
      ))}
    </Stack>
  );
}

/** The computed hashes and values of the steps that have them, each under its step's name. */
export function StepCodes({ steps }: { steps: readonly VerificationStep[] }) {
  const { t, i18n } = useTranslation();
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1 }}>
      {steps.filter((step) => HEX_STEPS.has(step.id)).map((step) => (
        <Box key={step.id} data-step-codes={step.id}>
          <Typography component="dt" variant="body2" color="textSecondary">{t(`fairness.verify.step.${step.id}`)}</Typography>
          {detail(step, t, i18n.language).map((line) => (
            <Typography key={line} component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>{line}</Typography>
          ))}
        </Box>
      ))}
    </Box>
  );
}

function detail(step: VerificationStep, t: TFunction, language: string): string[] {
  const fmt = (n: number) => formatNumber(n, language);
  const percent = (n: number) => formatOddsPercent(n, language);
  switch (step.id) {
    case 'table':
      return [t('fairness.verify.tableDetail', { tickets: fmt(step.tickets), digest: step.digest, listed: step.listed ?? t('fairness.verify.tableUnlisted') })];
    case 'rule':
      return [step.expected === null
        ? t('fairness.verify.ruleNone', { applied: percent(step.applied) })
        : t('fairness.verify.ruleDetail', { expected: percent(step.expected), applied: percent(step.applied) })];
    case 'commitment':
      return [t(step.rule ? 'fairness.verify.commitmentDetailRule' : 'fairness.verify.commitmentDetail', {
        tablesDigest: step.tablesDigest, rule: step.rule, computed: step.computed, published: step.published,
      })];
    case 'roll':
      return [
        t('fairness.verify.rollDetail', {
          message: step.message, hmac: step.hmac, fraction: formatFraction(step.roll.fraction, language), ticket: fmt(step.roll.ticket), total: fmt(TABLE_TICKETS),
        }),
        ...(step.stated === null ? [] : [t('fairness.verify.rollStated', { ticket: fmt(step.stated) })]),
      ];
    case 'slot': {
      const ticket = fmt(step.ticket);
      if (!step.hit) return [t('fairness.verify.slotNone', { ticket, drop: step.drop.name })];
      const { hit } = step;
      return [t('fairness.verify.slotDetail', {
        ticket, index: fmt(hit.index + 1), from: fmt(hit.from), to: fmt(hit.to - 1),
        name: hit.slot.name, chance: percent(slotChance(hit.slot)), drop: step.drop.name,
      })];
    }
    case 'outcome':
      return [t(step.won ? 'fairness.verify.outcomeWon' : 'fairness.verify.outcomeLost', {
        ticket: fmt(step.ticket), winTickets: fmt(step.winTickets), total: fmt(TABLE_TICKETS),
      })];
  }
}
