import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { OUT_DIR } from '../support/ports';

/**
 * The build the end-to-end tests run against: each run mode's adapters are only reachable
 * through a dynamic import, so the other mode's code is never in the initial load.
 */
interface ManifestChunk { file: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[]; src?: string }
const dist = join(process.cwd(), OUT_DIR);
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
const read = (chunk: ManifestChunk) => readFileSync(join(dist, chunk.file), 'utf8');

function initialChunks(): ManifestChunk[] {
  const entry = Object.values(manifest).find((c) => c.isEntry);
  if (!entry) throw new Error('no entry in the manifest');
  const seen = new Set<string>();
  const out: ManifestChunk[] = [];
  const visit = (chunk: ManifestChunk) => {
    if (seen.has(chunk.file)) return;
    seen.add(chunk.file);
    out.push(chunk);
    for (const key of chunk.imports ?? []) visit(manifest[key] as ManifestChunk);
  };
  visit(entry);
  return out;
}

test('the initial load holds neither mode’s adapters', () => {
  const initial = initialChunks().map(read).join('\n');
  expect(initial).not.toContain('TelegramWebviewProxy');
  expect(initial).not.toMatch(/axios/i);
  expect(initial).not.toContain('demo-backend-state');
  const entry = Object.values(manifest).find((c) => c.isEntry) as ManifestChunk;
  expect(entry.dynamicImports).toEqual(expect.arrayContaining(['src-app/composition/liveEntry.ts', 'src-app/composition/demoEntry.tsx']));
});

test('the live chunk has the SDK and axios but no demo backend; the demo chunk the reverse', () => {
  const live = read(manifest['src-app/composition/liveEntry.ts'] as ManifestChunk);
  const demo = read(manifest['src-app/composition/demoEntry.tsx'] as ManifestChunk);
  expect(live).toContain('TelegramWebviewProxy');
  expect(live).toMatch(/axios/i);
  expect(live).not.toContain('demo-backend-state');
  expect(demo).toContain('demo-backend-state');
  expect(demo).not.toContain('TelegramWebviewProxy');
  expect(demo).not.toMatch(/axios/i);
});

/**
 * Size budgets, checked on every run. The live home route's goal is 150 KB; the stack the product
 * fixed (React, MUI, router, MobX, i18next, inversify, zod) weighs about 250 KB gzip by itself,
 * so the budget here guards against growth while the README records the gap to the goal.
 */
test('size budgets: initial load, lazy chunks, lottie and howler never initial', async () => {
  const { bundleReport } = await import('../../scripts/bench/bundleSize.mjs');
  const report = bundleReport(dist);
  expect(report.liveHomeBytes / 1024, 'live home route KB').toBeLessThanOrEqual(296);
  expect(report.demoHomeBytes / 1024, 'demo home route KB').toBeLessThanOrEqual(320);
  for (const { chunk, bytes } of report.lazy) expect(bytes / 1024, `${chunk} KB`).toBeLessThanOrEqual(100);
  expect(report.lottieInInitial).toBe(false);
  expect(report.howlerInInitial).toBe(false);
});

test('no developer tools in the live load', () => {
  const live = [...initialChunks(), manifest['src-app/composition/liveEntry.ts'] as ManifestChunk].map(read).join('\n');
  for (const marker of ['Developer tools', 'Fault injection', 'forceNextUpgrade', 'dev/scenarios', 'demo-backend-state', 'Scenario gallery']) {
    expect(live, marker).not.toContain(marker);
  }
});
