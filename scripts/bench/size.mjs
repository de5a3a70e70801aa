#!/usr/bin/env node
/** Prints the initial JS of the live and demo home routes and every lazy chunk (npm run bench:size). */
import { spawnSync } from 'node:child_process';
import { bundleReport, kb } from './bundleSize.mjs';

if (process.env.BENCH_BUILD !== '0') {
  const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'error', '--outDir', 'dist-bench'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(1);
}
const report = bundleReport('dist-bench');
console.log('Initial JavaScript (gzip -9, entry + static imports + run-mode chunk)');
console.log(`  live home route   ${kb(report.liveHomeBytes)}   (goal <= 150 KB)`);
console.log(`  demo home route   ${kb(report.demoHomeBytes)}`);
console.log(`  shared entry      ${kb(report.entryBytes)}`);
console.log(`  lottie in initial: ${report.lottieInInitial}, howler in initial: ${report.howlerInInitial}`);
console.log('Lazy chunks (beyond the initial load; goal <= 100 KB each)');
for (const { chunk, bytes } of report.lazy) console.log(`  ${kb(bytes).padStart(9)}  ${chunk}`);
