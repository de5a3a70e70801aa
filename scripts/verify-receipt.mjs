#!/usr/bin/env node
/**
 * `npm run verify -- receipt.json` (or `-`, or the receipt piped in): checks a fairness receipt
 * with the outside verifier (public/verifier/verify-receipt.js, the same file the verifier page
 * runs) and prints each step, each comparison with the device's record and the verdict.
 *
 * Exit code: 0 verified, 1 mismatch, 2 anything else (sealed, unverifiable, forced, or input that
 * is not a readable receipt), so a script can tell a proven lie from what cannot be proven.
 * The input may be the receipt's JSON or a verifier link (…/verifier/#r=…).
 */
import { readFile } from 'node:fs/promises';
import { receiptFromFragment, verifyReceipt } from '../public/verifier/verify-receipt.js';

const EXIT = { verified: 0, mismatch: 1 };
const USAGE = 'Usage: npm run verify -- <receipt.json | - >   (or pipe the receipt in)\nThe receipt: Verify → Copy the receipt in the app, or a verifier link.';

async function readInput(argument) {
  if (argument === undefined && process.stdin.isTTY) throw new Error(USAGE);
  if (argument === undefined || argument === '-') {
    const chunks = [];
    for await (const chunk of process.stdin) chunks.push(chunk);
    return Buffer.concat(chunks).toString('utf8');
  }
  try {
    return await readFile(argument, 'utf8');
  } catch (error) {
    throw new Error(`Cannot read ${argument}: ${error.code === 'ENOENT' ? 'no such file' : error.message}`);
  }
}

/** The receipt in the text: its JSON, or a link or hash that carries it. */
function receiptIn(text) {
  const trimmed = text.trim();
  if (trimmed === '') throw new Error(`The input is empty.\n${USAGE}`);
  if (!trimmed.startsWith('{')) {
    const fromLink = receiptFromFragment(trimmed);
    if (fromLink !== null) return fromLink;
  }
  try {
    return JSON.parse(trimmed);
  } catch (error) {
    throw new Error(`Not a receipt: the input is not JSON (${error.message}).`);
  }
}

async function main() {
  const args = process.argv.slice(2);
  if (args.includes('-h') || args.includes('--help')) {
    console.log(USAGE);
    return 0;
  }
  if (args.length > 1) throw new Error(`One receipt at a time.\n${USAGE}`);
  const result = await verifyReceipt(receiptIn(await readInput(args[0])));
  for (const line of result.lines) console.log(line);
  return EXIT[result.verdict] ?? 2;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error) => {
    const reason = error.name === 'ReceiptError' ? `Not a readable receipt: ${error.message}.` : error.message;
    console.error(reason);
    process.exitCode = 2;
  },
);
