/**
 * Gzip sizes (level 9) of what each route loads, read from Vite's build manifest: the entry and
 * its static imports (not dynamic ones), recursively, plus the run mode's adapter chunk.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export function bundleReport(distDir) {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite/manifest.json'), 'utf8'));
  const sizes = new Map();
  const gz = (file) => {
    if (!sizes.has(file)) sizes.set(file, gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length);
    return sizes.get(file);
  };
  const closure = (key, into = new Set()) => {
    const chunk = manifest[key];
    if (!chunk || into.has(chunk.file)) return into;
    into.add(chunk.file);
    for (const dep of chunk.imports ?? []) closure(dep, into);
    return into;
  };
  const total = (files) => [...files].filter((f) => f.endsWith('.js')).reduce((sum, f) => sum + gz(f), 0);
  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
  const initial = closure(entryKey);
  const modeKey = (name) => Object.keys(manifest).find((k) => k.includes(`composition/${name}`));
  const withMode = (name) => closure(modeKey(name), new Set(initial));
  const liveHome = withMode('liveEntry');
  const demoHome = withMode('demoEntry');
  const lazy = Object.keys(manifest)
    .filter((k) => manifest[k].isDynamicEntry && !k.includes('composition/'))
    .map((k) => {
      const files = [...closure(k)].filter((f) => !initial.has(f));
      return { chunk: k, bytes: total(files) };
    })
    .sort((a, b) => b.bytes - a.bytes);
  const initialFiles = [...liveHome].join(' ');
  return {
    entryBytes: total(initial),
    liveHomeBytes: total(liveHome),
    demoHomeBytes: total(demoHome),
    lazy,
    lottieInInitial: /lottie/i.test(initialFiles) || [...liveHome].some((f) => readFileSync(join(distDir, f), 'utf8').includes('lottie-web')),
    howlerInInitial: [...liveHome, ...demoHome].some((f) => f.endsWith('.js') && /HowlerGlobal|howler\.js/.test(readFileSync(join(distDir, f), 'utf8'))),
  };
}

export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
