import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { receiptFragment } from '@ui/screens/fairness/verifierLink';

/**
 * `npm run verify` as a person or a script meets it: node on a file, on stdin or on a link, and its
 * exit code (0 verified, 1 mismatch, 2 anything else). The honest receipt is the worked one of
 * docs/fairness.md, so the documentation's example is checked too.
 */

type Json = Record<string, unknown>;
const docs = readFileSync(join(process.cwd(), 'docs/fairness.md'), 'utf8');
const worked = /```json receipt\n([\s\S]*?)```/.exec(docs)?.[1];
if (!worked) throw new Error('docs/fairness.md has no worked receipt');
const honest = JSON.parse(worked) as Json & { proof: Json; witness: Json };
const dir = mkdtempSync(join(tmpdir(), 'verify-receipt-'));

function run(args: string[], stdin?: string): Promise<{ code: number | null; out: string; err: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['scripts/verify-receipt.mjs', ...args], { cwd: process.cwd() });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString('utf8')));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, out, err }));
    child.stdin.end(stdin ?? '');
  });
}

function fileWith(name: string, content: unknown): string {
  const path = join(dir, name);
  writeFileSync(path, typeof content === 'string' ? content : JSON.stringify(content));
  return path;
}

describe('npm run verify', () => {
  it('exit codes: 0 verified, 1 mismatch, 2 sealed, unverifiable, forced and unreadable', async () => {
    const cases: [string, string[], string | undefined, number, RegExp][] = [
      ['honest', [fileWith('honest.json', honest)], undefined, 0, /^Verdict: verified$/m],
      ['from stdin', ['-'], JSON.stringify(honest), 0, /^Verdict: verified$/m],
      ['piped, no argument', [], JSON.stringify(honest), 0, /^Verdict: verified$/m],
      ['a verifier link', [fileWith('link.txt', `https://app.example/verifier/#r=${receiptFragment(honest)}\n`)], undefined, 0, /^Verdict: verified$/m],
      ['another item received', [fileWith('drop.json', { ...honest, witness: { ...honest.witness, received: { id: 'awp-asiimov', name: 'AWP | Asiimov', value: 12.34 } } })], undefined, 1, /^Verdict: mismatch \(differs: drop\)$/m],
      ['another table', [fileWith('table.json', { ...honest, proof: { ...honest.proof, case_id: '7' } })], undefined, 1, /^Verdict: mismatch \(fails at: table\) \(differs: case\)$/m],
      ['sealed', [fileWith('sealed.json', { ...honest, proof: { ...honest.proof, server_seed: null }, revealed_seed: null })], undefined, 2, /^Verdict: sealed$/m],
      ['no record', [fileWith('bare.json', { ...honest, witness: null })], undefined, 2, /^Verdict: unverifiable$/m],
      ['forced', [fileWith('forced.json', { ...honest, proof: { ...honest.proof, forced: true } })], undefined, 2, /^Verdict: forced$/m],
    ];
    const results = await Promise.all(cases.map(([, args, stdin]) => run(args, stdin)));
    results.forEach((result, i) => {
      const [what, , , code, verdict] = cases[i] as (typeof cases)[number];
      expect({ what, code: result.code, err: result.err }).toEqual({ what, code, err: '' });
      expect(result.out, what).toMatch(verdict);
    });
    // Each step and each comparison is printed, not only the verdict.
    expect(results[0]?.out).toMatch(/^ok {3}Roll: HMAC-SHA256\(server seed, "luck-0\.07-1\.13-2\.02-1234:3"\) = 2da54e25e2edbb.* ticket 178303/m);
    expect(results[4]?.out).toMatch(/^FAIL Device: item received differs \(drop\)$/m);
  });

  it('unreadable input: exit 2 and a message that says what is wrong', async () => {
    const cases: [string, string[], RegExp][] = [
      ['not JSON', [fileWith('text.txt', 'hello')], /^Not a receipt: the input is not JSON/],
      ['not a receipt', [fileWith('other.json', { format: 'something else' })], /^Not a readable receipt: not a fairness receipt/],
      ['a newer version', [fileWith('v2.json', { ...honest, v: 2 })], /receipt version 2 is unknown/],
      ['a field of the wrong type', [fileWith('nonce.json', { ...honest, proof: { ...honest.proof, nonce: '3' } })], /^Not a readable receipt: proof\.nonce should be a number\.$/m],
      ['no such file', [join(dir, 'missing.json')], /^Cannot read .*missing\.json: no such file$/m],
      ['empty', [fileWith('empty.json', '')], /^The input is empty\./],
      ['two receipts', ['a.json', 'b.json'], /^One receipt at a time\./],
    ];
    const results = await Promise.all(cases.map(([, args]) => run(args)));
    results.forEach((result, i) => {
      const [what, , message] = cases[i] as (typeof cases)[number];
      expect({ what, code: result.code, out: result.out }).toEqual({ what, code: 2, out: '' });
      expect(result.err, what).toMatch(message);
    });
  });
});
