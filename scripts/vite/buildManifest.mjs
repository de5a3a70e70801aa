/**
 * Vite's build manifest describes the chunk graph (the size bench and the bundle tests read it),
 * but it is not for players: it stays beside the output directory, never inside what is deployed.
 */
import { existsSync, renameSync, rmSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';

/** Where the manifest of the build in `outDir` is kept: `dist` → `dist.manifest.json`. */
export function manifestPathFor(outDir) {
  const absolute = resolve(outDir);
  return join(dirname(absolute), `${basename(absolute)}.manifest.json`);
}

/** Moves `.vite/manifest.json` out of the output directory once the build is written. */
export function buildManifestOutside() {
  let outDir = '';
  return {
    name: 'build-manifest-outside',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const written = join(outDir, '.vite', 'manifest.json');
      if (!existsSync(written)) return;
      renameSync(written, manifestPathFor(outDir));
      rmSync(join(outDir, '.vite'), { recursive: true, force: true });
    },
  };
}
