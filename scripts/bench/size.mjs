#!/usr/bin/env node
/** Prints the initial JS of the live and demo home routes and every lazy chunk (npm run bench:size). */
import { spawnSync } from 'node:child_process';
import { bundleReport, kb } from './bundleSize.mjs';

if (process.env.BENCH_BUILD !== '0') {
  const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'error', '--outDir', 'dist-bench'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(1);
}
const report = bundleReport('dist-bench');
console.log("Initial JavaScript (entry + static imports + run-mode chunk + start language's texts), as served: the build's .gz (Zopfli) / .br (quality 11)");
console.log(`  live home route   ${kb(report.liveHomeBytes)} / ${kb(report.liveHomeBrotliBytes)} in ${report.liveHomeFiles} files   (goal <= 230 / 205 KB)`);
console.log(`                    ${kb(report.liveHomeZlibBytes)} gzip from zlib at level 9 (a host compressing on the fly)`);
console.log(`  demo home route   ${kb(report.demoHomeBytes)} / ${kb(report.demoHomeBrotliBytes)}   (goal <= 250 KB gzip)`);
console.log(`  shared entry      ${kb(report.entryBytes)}`);
console.log(`  lottie in initial: ${report.lottieInInitial}, howler in initial: ${report.howlerInInitial}`);
console.log('Lazy chunks (beyond the initial load; goal <= 100 KB each)');
for (const { chunk, bytes } of report.lazy) console.log(`  ${kb(bytes).padStart(9)}  ${chunk}`);
