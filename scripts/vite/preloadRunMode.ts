import type { Plugin } from 'vite';
import { isDevelopmentHost, runModeForHost } from '../../src-domain/features/session/runMode.ts';

type RunModeEntries = Readonly<Record<'live' | 'demo', string>>;

interface BundleChunk {
  readonly type: 'chunk' | 'asset';
  readonly fileName: string;
  readonly isEntry?: boolean;
  readonly facadeModuleId?: string | null;
  readonly imports?: readonly string[];
}

/**
 * The run mode's adapter chunk is fetched together with the entry, not after it has run: an
 * inline script at the top of index.html decides the mode from the host, by the app's own rule
 * (the domain's functions, printed into the page), and adds a modulepreload link for that mode's
 * files only. Without it the mode chunk costs one more round trip once the entry has executed.
 */
export function preloadRunMode(entries: RunModeEntries): Plugin {
  let base = '/';
  return {
    name: 'preload-run-mode',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const chunks = Object.values(context.bundle ?? {}) as BundleChunk[];
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const closure = (chunk: BundleChunk | undefined, into = new Set<string>()): Set<string> => {
          if (!chunk || into.has(chunk.fileName)) return into;
          into.add(chunk.fileName);
          for (const file of chunk.imports ?? []) closure(byFile.get(file), into);
          return into;
        };
        const initial = closure(chunks.find((chunk) => chunk.isEntry));
        const filesOf = (source: string) => {
          const chunk = chunks.find((c) => c.type === 'chunk' && c.facadeModuleId?.endsWith(source));
          if (!chunk) throw new Error(`preloadRunMode: no chunk for ${source}`);
          return [...closure(chunk)].filter((file) => !initial.has(file)).map((file) => base + file);
        };
        const files = { live: filesOf(entries.live), demo: filesOf(entries.demo) };
        return [{ tag: 'script', children: preloadScript(files), injectTo: 'head' }];
      },
    },
  };
}

/** The inline script: the domain's two functions, as the config's bundler compiled them, and the links. */
export function preloadScript(files: Readonly<Record<'live' | 'demo', readonly string[]>>): string {
  return [
    '(function () {',
    isDevelopmentHost.toString(),
    runModeForHost.toString(),
    `var files = ${JSON.stringify(files)}[runModeForHost(location.hostname)];`,
    'for (var i = 0; i < files.length; i++) {',
    "  var link = document.createElement('link'); link.rel = 'modulepreload'; link.href = files[i]; document.head.appendChild(link);",
    '}',
    '})();',
  ].join('\n');
}
