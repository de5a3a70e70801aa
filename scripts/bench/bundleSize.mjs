/**
 * Sizes of what each route loads, read from Vite's build manifest: the entry and its static
 * imports (not dynamic ones), recursively, plus the run mode's adapter chunk and the start
 * language's texts. Counted as a static host serves them: the build's own precompressed twins
 * (.gz by Zopfli, .br at quality 11); `zlib` is the same files at zlib's gzip level 9, what a
 * host compressing on the fly at its best would send.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { manifestPathFor } from '../vite/buildManifest.mjs';

export function bundleReport(distDir) {
  const manifest = JSON.parse(readFileSync(manifestPathFor(distDir), 'utf8'));
  const sizes = new Map();
  const compressed = (file) => {
    if (!sizes.has(file)) {
      const path = join(distDir, file);
      const bytes = readFileSync(path);
      const twin = (extension, compress) => (existsSync(`${path}.${extension}`) ? readFileSync(`${path}.${extension}`).length : compress().length);
      sizes.set(file, {
        gzip: twin('gz', () => gzipSync(bytes, { level: 9 })),
        brotli: twin('br', () => brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })),
        zlib: gzipSync(bytes, { level: 9 }).length,
      });
    }
    return sizes.get(file);
  };
  const closure = (key, into = new Set()) => {
    const chunk = manifest[key];
    if (!chunk || into.has(chunk.file)) return into;
    into.add(chunk.file);
    for (const dep of chunk.imports ?? []) closure(dep, into);
    return into;
  };
  const js = (files) => [...files].filter((f) => f.endsWith('.js'));
  const total = (files, encoding = 'gzip') => js(files).reduce((sum, f) => sum + compressed(f)[encoding], 0);
  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
  const initial = closure(entryKey);
  const modeKey = (name) => Object.keys(manifest).find((k) => k.includes(`composition/${name}`));
  // The start language's texts come with the first load too (the start page preloads them): the
  // larger of the two languages is counted.
  const textsOf = (language) => [...closure(`src-ui/i18n/${language}.ts`)].filter((f) => !initial.has(f));
  const startTexts = ['ru', 'en'].map(textsOf).sort((a, b) => total(b) - total(a))[0];
  const withMode = (name) => closure(modeKey(name), new Set([...initial, ...startTexts]));
  const liveHome = withMode('liveEntry');
  const demoHome = withMode('demoEntry');
  const lazy = Object.keys(manifest)
    .filter((k) => manifest[k].isDynamicEntry && !k.includes('composition/') && !/src-ui\/i18n\/(ru|en)\.ts$/.test(k))
    .map((k) => {
      const files = [...closure(k)].filter((f) => !initial.has(f));
      return { chunk: k, bytes: total(files) };
    })
    .sort((a, b) => b.bytes - a.bytes);
  const initialFiles = [...liveHome].join(' ');
  return {
    entryBytes: total(initial),
    liveHomeBytes: total(liveHome),
    liveHomeBrotliBytes: total(liveHome, 'brotli'),
    liveHomeZlibBytes: total(liveHome, 'zlib'),
    liveHomeFiles: js(liveHome).length,
    demoHomeBytes: total(demoHome),
    demoHomeBrotliBytes: total(demoHome, 'brotli'),
    lazy,
    lottieInInitial: /lottie/i.test(initialFiles) || [...liveHome].some((f) => readFileSync(join(distDir, f), 'utf8').includes('lottie-web')),
    howlerInInitial: [...liveHome, ...demoHome].some((f) => f.endsWith('.js') && /HowlerGlobal|howler\.js/.test(readFileSync(join(distDir, f), 'utf8'))),
  };
}

export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
