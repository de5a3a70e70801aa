import type { Plugin } from 'vite';

export function manifestPathFor(outDir: string): string;
export function buildManifestOutside(): Plugin;
