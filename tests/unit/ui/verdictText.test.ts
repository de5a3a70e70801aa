import { describe, expect, it } from 'vitest';
import type { Disagreement, RollVerdict } from '@domain/features/fairness/compareWithRecord';
import { disagreementText, verdictText, verdictTitleKey } from '@ui/screens/fairness/verdictText';
import { receiptFragment, verifierLink, MAX_VERIFIER_LINK, VERIFIER_PATH } from '@ui/screens/fairness/verifierLink';
import { addFeatureTexts } from '@ui/i18n/featureTexts';
import * as fairPlay from '@ui/i18n/features/fairPlay';
import * as fairness from '@ui/i18n/features/fairness';
import { textsOf } from '@ui/i18n/Texts';
import type { Language } from '@domain/model/language';
import { testI18n } from '../../support/i18n';

/** The verdict in the player's words, and the link to the outside verifier. */

/** The Verify view's texts, as its chunk brings them. */
function wordsOf(language: Language) {
  const instance = testI18n(language);
  addFeatureTexts(instance, fairness, fairPlay);
  return textsOf(instance);
}

const item = { id: 'k', name: 'AK-47 | Redline', value: 12.5 };
const EVERY: Disagreement[] = [
  { field: 'case', opened: '2', proof: '9' },
  { field: 'chances' },
  { field: 'clientSeed', sent: 'mine', proof: 'theirs' },
  { field: 'nonceSkipped', announced: 3, proof: 5 },
  { field: 'nonceReused', proof: 4 },
  { field: 'commitmentUnseen', shown: 'a'.repeat(64), proof: 'b'.repeat(64) },
  { field: 'commitmentUnseen', shown: null, proof: 'b'.repeat(64) },
  { field: 'drop', received: item, proof: { id: 'x', name: 'AWP | Asiimov', value: null } },
  { field: 'revealedSeed' },
  { field: 'receipt' },
  { field: 'otherRoll' },
  { field: 'upgradeItems' },
  { field: 'upgradeChance', shown: 45.5, proof: 40 },
  { field: 'upgradeOutcome', told: true, proof: false },
  { field: 'upgradeOutcome', told: false, proof: true },
];

describe('disagreementText', () => {
  it.each(['en', 'ru'] as const)('has a sentence for every disagreement in %s, with its values filled in', (language) => {
    const { t } = wordsOf(language);
    for (const disagreement of EVERY) {
      const text = disagreementText(disagreement, t, language);
      expect(text, disagreement.field).not.toMatch(/fairPlay\.|\{\{/);
    }
    expect(disagreementText({ field: 'clientSeed', sent: 'mine', proof: 'theirs' }, t, language)).toContain('theirs');
    expect(disagreementText({ field: 'nonceSkipped', announced: 3, proof: 5 }, t, language)).toMatch(/3.*5/);
  });

  it('says which way an outcome was told, and whether a commitment was shown at all', () => {
    const { t } = wordsOf('en');
    const [won, lost] = [true, false].map((told) => disagreementText({ field: 'upgradeOutcome', told, proof: !told }, t, 'en'));
    expect(won).not.toBe(lost);
    const shown = disagreementText({ field: 'commitmentUnseen', shown: 'a'.repeat(64), proof: 'b'.repeat(64) }, t, 'en');
    expect(disagreementText({ field: 'commitmentUnseen', shown: null, proof: 'b'.repeat(64) }, t, 'en')).not.toBe(shown);
    expect(disagreementText({ field: 'drop', received: item, proof: { id: 'x', name: 'AWP', value: null } }, t, 'en')).toContain('—');
  });
});

describe('verdictText', () => {
  const t = (key: string) => `<${key}>`;

  it.each([
    [{ kind: 'verified', gaps: [] }, '<fairness.verify.verified>'],
    [{ kind: 'sealed' }, '<fairness.verify.sealedTitle>'],
    [{ kind: 'forced' }, '<fairness.verify.forcedTitle>'],
    [{ kind: 'unverifiable', reason: 'no-record' }, '<fairness.verify.unverifiable> (<fairness.verify.why.no-record>)'],
    [{ kind: 'unverifiable', reason: 'forced-live' }, '<fairness.verify.unverifiable> (<fairness.verify.why.forced-live>)'],
    [{ kind: 'mismatch', step: 'roll', fields: [{ field: 'clientSeed', sent: 'a', proof: 'b' }] }, '<fairness.verify.mismatch> (<fairPlay.field.clientSeed>)'],
    [{ kind: 'mismatch', step: 'roll', fields: [] }, '<fairness.verify.mismatch> (<fairness.verify.step.roll>)'],
  ] as [RollVerdict, string][])('%j → %s', (verdict, text) => {
    expect(verdictText(verdict, t)).toBe(text);
  });

  it('every verdict and step has its words in both languages', () => {
    for (const language of ['en', 'ru'] as const) {
      const { t: translate } = wordsOf(language);
      for (const kind of ['verified', 'mismatch', 'sealed', 'unverifiable', 'forced'] as const) {
        expect(translate(verdictTitleKey({ kind } as RollVerdict)), kind).not.toMatch(/^fairness\./);
      }
      for (const step of ['table', 'rule', 'commitment', 'roll', 'slot', 'outcome'] as const) {
        expect(verdictText({ kind: 'mismatch', step, fields: [] }, translate), step).not.toMatch(/fairness\./);
      }
      for (const d of EVERY) expect(verdictText({ kind: 'mismatch', step: null, fields: [d] }, translate), d.field).not.toMatch(/fairPlay\./);
    }
  });
});

describe('verifierLink', () => {
  const receipt = { format: 'cs2cases-fairness-receipt', v: 1, proof: { nonce: 3, name: 'Штык-нож ★ | Tiger Tooth' }, witness: null };

  it('carries the receipt as base64url of its UTF-8 JSON after the verifier’s path', () => {
    const link = verifierLink('https://app.example', receipt);
    expect(link?.startsWith(`https://app.example${VERIFIER_PATH}#r=`)).toBe(true);
    const fragment = link?.split('#r=')[1] ?? '';
    expect(fragment).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(fragment).toBe(receiptFragment(receipt));
    const json = new TextDecoder().decode(Uint8Array.from(atob(fragment.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0)));
    expect(JSON.parse(json)).toEqual(receipt);
  });

  it('is left out when too long to share', () => {
    const long = { ...receipt, padding: 'x'.repeat(MAX_VERIFIER_LINK) };
    expect(verifierLink('https://app.example', long)).toBeNull();
    const fits = verifierLink('https://app.example', receipt) ?? '';
    expect(fits.length).toBeLessThanOrEqual(MAX_VERIFIER_LINK);
  });
});
