import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { drawProofSchema, upgradeProofSchema } from '@adapters/api/fairnessCalls';
import { APP_LINK, fairnessReceipt, proofOnWire, RECEIPT_FORMAT, RECEIPT_VERSION, shareLink, TELEGRAM_SHARE_URL } from '@domain/features/fairness/receipt';
import { safeLinkUrl } from '@domain/shared/safeUrl';
import { URL_PAYLOADS } from '../../../support/xssPayloads';
import { realProofs } from './realProofs';
import { openingRecord, upgradeRecord } from './witnessFixtures';

/** What is shared and copied: the share link, and a receipt an outside verifier reads as the app does. */

const { itemId, revealed, sealed } = realProofs();

describe('shareLink', () => {
  const parts = (link: string) => {
    const url = new URL(link);
    return { base: `${url.origin}${url.pathname}`, url: url.searchParams.get('url'), text: url.searchParams.get('text') };
  };

  it('shares the text with the player’s referral link when it is a safe https link', () => {
    expect(parts(shareLink('Verified & fair\nline two', 'https://t.me/cs2cases_bot?start=ref1'))).toEqual({
      base: TELEGRAM_SHARE_URL, url: 'https://t.me/cs2cases_bot?start=ref1', text: 'Verified & fair\nline two',
    });
  });

  it.each([
    ['none', null], ['absent', undefined], ['plain http', 'http://t.me/x'],
    ['credentials', 'https://user@evil.example/'], ['a space', 'https://t.me/a b'], ['a control character', 'https://t.me/a\u0000b'], ['no host', 'https:///x'],
  ])('uses the app’s own link when the referral link is %s', (_label, ref) => {
    expect(parts(shareLink('hi', ref)).url).toBe(APP_LINK);
  });

  it('never shares a link that is not plain https to a host', () => {
    const hostile = URL_PAYLOADS.filter((url) => !url.startsWith('https://') || url.includes('@'));
    expect(hostile.length).toBeGreaterThan(20);
    for (const payload of hostile) expect(parts(shareLink('hi', payload)).url, payload).toBe(APP_LINK);
  });

  it('the link used instead is the app’s own bot in the messenger: it passes the same rule', () => {
    const url = parts(shareLink('hi', null)).url;
    expect(safeLinkUrl(url)).toBe(url);
    expect(new URL(url ?? '').hostname).toBe('t.me');
  });
});

describe('fairnessReceipt', () => {
  it('an opening: the proof as the wire writes it, what this device witnessed, the seed revealed to it', () => {
    const record = openingRecord(revealed.opening, itemId);
    const receipt = fairnessReceipt(revealed.opening, record, { revealedSeed: revealed.opening.serverSeed, lang: 'ru', noncesUsed: [0, 1] });
    expect(receipt).toMatchObject({ format: RECEIPT_FORMAT, v: RECEIPT_VERSION, revealed_seed: revealed.opening.serverSeed, proof_lang: 'ru' });
    expect(receipt.proof).toMatchObject({
      kind: 'opening', commitment: revealed.opening.commitment, client_seed: revealed.opening.clientSeed, nonce: revealed.opening.nonce,
      server_seed: revealed.opening.serverSeed, forced: false, roll: revealed.opening.roll, upgrade_rule: 'upgrade:1000:1:9500', case_id: revealed.opening.caseId,
    });
    expect(receipt.witness).toEqual({
      kind: 'opening', commitment: record.commitment, shown_at: record.shownAt, nonce: record.nonce, client_seed: record.clientSeed, lang: 'en',
      upgrade_rule: record.upgradeRule ? `upgrade:${record.upgradeRule.edgeBp}:${record.upgradeRule.min}:${record.upgradeRule.max}` : null, nonces_used: [0, 1],
      receipt: { commitment: record.receipt?.commitment, client_seed: record.receipt?.clientSeed, nonce: record.receipt?.nonce },
      case_id: record.caseId, chances: record.chances, received: record.received,
    });
  });

  it('an upgrade: its items, chance, outcome and digest; and what the device was shown and told', () => {
    const record = upgradeRecord(revealed.upgrade);
    const receipt = fairnessReceipt(revealed.upgrade, record, { revealedSeed: null, lang: 'en', noncesUsed: [] });
    expect(receipt.proof).toMatchObject({
      kind: 'upgrade', donor: revealed.upgrade.donor, target: revealed.upgrade.target, chance: revealed.upgrade.chance, win: revealed.upgrade.win,
      tables_digest: revealed.upgrade.tablesDigest, upgrade_rule: 'upgrade:1000:1:9500',
    });
    expect(receipt.witness).toMatchObject({ kind: 'upgrade', donor: record.donor, target: record.target, chance: record.chance, won: record.won });
    expect(receipt.revealed_seed).toBeNull();
  });

  it('without a record there is no witness; a sealed proof has no server seed', () => {
    const receipt = fairnessReceipt(sealed.opening, null, { revealedSeed: null, lang: 'en', noncesUsed: [] });
    expect(receipt.witness).toBeNull();
    expect(receipt.proof).toMatchObject({ server_seed: null });
  });

  it('the proof on the wire reads back as the same proof (an outside verifier sees what the app saw)', () => {
    expect(v.parse(drawProofSchema, proofOnWire(revealed.opening))).toEqual(revealed.opening);
    expect(v.parse(upgradeProofSchema, proofOnWire(revealed.upgrade))).toEqual(revealed.upgrade);
    expect(v.parse(drawProofSchema, proofOnWire({ ...sealed.opening, upgradeRule: null }))).toEqual({ ...sealed.opening, upgradeRule: null });
  });
});
