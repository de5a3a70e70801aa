import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { RollRecord } from '@domain/features/fairness/rollRecords';
import type { RollProof } from '@domain/model/fairness';
import { formatDateTime } from '@ui/i18n/formatDateTime';
import { formatMoney, formatNumber, moneyCount } from '@ui/i18n/formatNumber';
import { formatOddsPercent } from '@ui/i18n/formatPercent';
import { mono } from './VerifySteps';

/**
 * What was rolled, in plain words (the case and the drop, or the items of an upgrade, and what
 * this phone received), and whether this phone saw the commitment before the roll. The seeds and
 * hashes an outside verifier needs are RollCodes, folded below.
 */
export function RollFacts({ proof, record }: { proof: RollProof; record: RollRecord | null }) {
  const { t, i18n } = useTranslation();
  const money = (value: number) => t('odds.crystals', { value: formatMoney(value, i18n.language), count: moneyCount(value) });
  const words: [string, string][] = proof.kind === 'opening'
    ? [
        [t('fairness.verify.fields.case'), record?.kind === 'opening' ? record.caseName : proof.caseId],
        // The name of the table's slot the proof names (names are not committed; the slot is).
        [t('fairness.verify.fields.drop'), proof.table.find((slot) => slot.id === proof.drop.id)?.name ?? proof.drop.name],
        ...(record?.kind === 'opening' && record.received
          ? [[t('fairness.verify.fields.received'), `${record.received.name} · ${money(record.received.value)}`] as [string, string]]
          : []),
      ]
    : [
        [t('fairness.verify.fields.donor'), `${proof.donor.name} · ${money(proof.donor.value)}`],
        [t('fairness.verify.fields.target'), `${proof.target.name} · ${money(proof.target.value)}`],
        [t('fairness.verify.fields.chance'), formatOddsPercent(proof.chance, i18n.language)],
        [t('fairness.verify.fields.outcome'), t(proof.win ? 'fairness.verify.won' : 'fairness.verify.lost')],
      ];
  const shownBefore = record && record.commitment === proof.commitment && record.shownAt !== null && record.shownAt <= record.at;
  return (
    <Box sx={{ p: 2, borderRadius: 4, bgcolor: 'background.paper', display: 'grid', gap: 1 }}>
      <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1 }}>
      {words.map(([label, value]) => (
        <Box key={label}>
          <Typography component="dt" variant="body2" color="textSecondary">{label}</Typography>
          <Typography component="dd" sx={{ m: 0, fontWeight: 700 }}>{value}</Typography>
        </Box>
      ))}
      </Box>
      <Typography variant="body2" color="textSecondary">
        {shownBefore
          ? t('fairness.verify.shownBefore', { when: formatDateTime(record.shownAt as number, i18n.language) })
          : t(record ? 'fairness.verify.notShownBefore' : 'fairness.verify.noRecord')}
      </Typography>
    </Box>
  );
}

/** The seeds, the nonce and the commitment of a roll: what an outside verifier needs. */
export function RollCodes({ proof }: { proof: RollProof }) {
  const { t, i18n } = useTranslation();
  const codes: [string, string, boolean][] = [
    [t('fairness.verify.fields.clientSeed'), proof.clientSeed, true],
    [t('fairness.verify.fields.nonce'), formatNumber(proof.nonce, i18n.language), false],
    [t('fairness.verify.fields.commitment'), proof.commitment, true],
    [t('fairness.verify.fields.serverSeed'), proof.serverSeed ?? t('fairness.verify.secret'), proof.serverSeed !== null],
  ];
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1 }}>
      {codes.map(([label, value, code]) => (
        <Box key={label}>
          <Typography component="dt" variant="body2" color="textSecondary">{label}</Typography>
          <Typography component="dd" sx={{ m: 0, ...(code ? mono : { fontWeight: 700 }) }}>{value}</Typography>
        </Box>
      ))}
    </Box>
  );
}
