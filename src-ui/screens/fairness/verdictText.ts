import type { Disagreement, RollVerdict } from '@domain/features/fairness/compareWithRecord';
import { formatMoney } from '@ui/i18n/formatNumber';
import { formatOddsPercent } from '@ui/i18n/formatPercent';

/** A translation function: react-i18next's `t` or the view-model's Texts. */
type Translate = (key: string, params?: Readonly<Record<string, unknown>>) => string;

/** The verdict's title key. */
export function verdictTitleKey(verdict: RollVerdict): string {
  switch (verdict.kind) {
    case 'verified':
      return 'fairness.verify.verified';
    case 'mismatch':
      return 'fairness.verify.mismatch';
    case 'sealed':
      return 'fairness.verify.sealedTitle';
    case 'unverifiable':
      return 'fairness.verify.unverifiable';
    case 'forced':
      return 'fairness.verify.forcedTitle';
  }
}

/** What differs, in the player's words: one sentence per disagreement. */
export function disagreementText(disagreement: Disagreement, t: Translate, language: string): string {
  const key = `fairPlay.differs.${disagreement.field}`;
  switch (disagreement.field) {
    case 'case':
      return t(key, { opened: disagreement.opened, proof: disagreement.proof });
    case 'clientSeed':
      return t(key, { sent: disagreement.sent, proof: disagreement.proof });
    case 'nonceSkipped':
      return t(key, { announced: disagreement.announced, proof: disagreement.proof });
    case 'nonceReused':
      return t(key, { proof: disagreement.proof });
    case 'commitmentUnseen':
      return t(disagreement.shown === null ? `${key}None` : key, { proof: disagreement.proof });
    case 'drop':
      return t(key, {
        received: disagreement.received.name, receivedValue: formatMoney(disagreement.received.value, language), proof: disagreement.proof.name,
        proofValue: disagreement.proof.value === null ? '—' : formatMoney(disagreement.proof.value, language),
      });
    case 'upgradeChance':
      return t(key, { shown: formatOddsPercent(disagreement.shown, language), proof: formatOddsPercent(disagreement.proof, language) });
    case 'upgradeOutcome':
      return t(disagreement.told ? `${key}Won` : `${key}Lost`);
    default:
      return t(key);
  }
}

/** One line for a receipt: the verdict, and what differs first. */
export function verdictText(verdict: RollVerdict, t: Translate): string {
  const title = t(verdictTitleKey(verdict));
  if (verdict.kind === 'mismatch') {
    const first = verdict.fields[0];
    const what = first ? t(`fairPlay.field.${first.field}`) : t(`fairness.verify.step.${verdict.step ?? 'table'}`);
    return `${title} (${what})`;
  }
  if (verdict.kind === 'unverifiable') return `${title} (${t(`fairness.verify.why.${verdict.reason}`)})`;
  return title;
}
