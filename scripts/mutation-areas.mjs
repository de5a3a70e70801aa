// The mutation score per safety area (docs/benchmarks.md, "Mutation score"). Two uses:
// - a Stryker reporter ('areas' in stryker.config.mjs): `npm run mutation` prints the table last;
// - on a saved json report: node scripts/mutation-areas.mjs [report.json] [--survivors]
//   (--survivors also lists every mutant left alive or never reached, by file and line).
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

/**
 * Which files make each safety rule. A file is in the first area whose test matches; the rest of
 * src-domain (flows, lists, the opening's and upgrader's screens' rules) counts only overall.
 */
export const AREAS = [
  // Untrusted text from the server or the messenger: links opened, names shown, codes read.
  ['URL and text hygiene', (f) => /^src-domain\/(shared\/(safeUrl|queryString)|features\/tasks\/tasks|features\/session\/initData|model\/(itemName|rarity|language))\.ts$/.test(f)],
  ['trade link', (f) => f === 'src-domain/features/profile/tradeLink.ts'],
  // What an opening took and how a drop compares, published odds, the upgrade chance's colour and
  // multipliers, the API shard of a user id, ages of history entries.
  ['amounts and numbers', (f) => /^src-domain\/(features\/cases\/(opening|caseOdds)|features\/upgrader\/(upgrader|multipliers)|features\/session\/apiHost|features\/transactions\/timeAgo|model\/(transaction|money))\.ts$/.test(f)],
  ['fairness', (f) => f.startsWith('src-domain/features/fairness/')],
  ['limits', (f) => f.startsWith('src-domain/features/limits/')],
  ['payment status', (f) => f.startsWith('src-domain/features/payment/') || f === 'src-domain/model/payment.ts'],
];

const DETECTED = new Set(['Killed', 'Timeout']);
const COUNTED = new Set(['Killed', 'Timeout', 'Survived', 'NoCoverage']);

const tally = () => ({ detected: 0, survived: 0, noCoverage: 0, total: 0 });
function add(t, status) {
  if (!COUNTED.has(status)) return; // CompileError, RuntimeError, Ignored: not part of a score
  t.total++;
  if (DETECTED.has(status)) t.detected++;
  else if (status === 'Survived') t.survived++;
  else t.noCoverage++;
}
const score = (t) => (t.total ? ((100 * t.detected) / t.total).toFixed(2) : '–');

/** The table's lines, and the mutants left alive, for a report in mutation-testing-elements' schema. */
export function areaTable(report) {
  const byArea = new Map([...AREAS.map(([name]) => [name, tally()]), ['(other files)', tally()]]);
  const overall = tally();
  const alive = [];
  for (const [file, { mutants }] of Object.entries(report.files)) {
    const area = AREAS.find(([, test]) => test(file))?.[0] ?? '(other files)';
    for (const m of mutants) {
      add(byArea.get(area), m.status);
      add(overall, m.status);
      if (m.status === 'Survived' || m.status === 'NoCoverage') alive.push({ file, m });
    }
  }
  const rows = [...byArea, ['all of src-domain', overall]];
  const width = Math.max(...rows.map(([name]) => name.length));
  const cell = (value, size) => String(value).padStart(size);
  const lines = [`${'area'.padEnd(width)}  score %  mutants  killed  survived  no cov`];
  for (const [name, t] of rows) {
    lines.push(`${name.padEnd(width)}  ${cell(score(t), 7)}  ${cell(t.total, 7)}  ${cell(t.detected, 6)}  ${cell(t.survived, 8)}  ${cell(t.noCoverage, 6)}`);
  }
  alive.sort((a, b) => a.file.localeCompare(b.file) || a.m.location.start.line - b.m.location.start.line);
  const survivors = alive.map(({ file, m }) => {
    const { line, column } = m.location.start;
    return `${file}:${line}:${column}  ${m.status === 'NoCoverage' ? 'no cov' : 'survived'}  ${m.mutatorName}  → ${JSON.stringify(m.replacement ?? '')}`;
  });
  return { lines, survivors };
}

/** Stryker's reporter plugin: the area table after the clear-text one. */
class AreasReporter {
  static inject = [];
  onMutationTestReportReady(report) {
    console.log(`\nMutation score per safety area (scripts/mutation-areas.mjs):\n${areaTable(report).lines.join('\n')}`);
  }
}
export const strykerPlugins = [{ kind: 'Reporter', name: 'areas', injectableClass: AreasReporter }];

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const args = process.argv.slice(2);
  const path = args.find((a) => !a.startsWith('--')) ?? 'reports/mutation/mutation.json';
  const { lines, survivors } = areaTable(JSON.parse(readFileSync(path, 'utf8')));
  console.log(lines.join('\n'));
  if (args.includes('--survivors')) console.log(survivors.join('\n'));
}
