import type { Plugin } from 'vite';

/** A module a library imports for a feature the app never uses, and what stands in for it. */
interface LeftOut {
  /** The import as the library writes it (a relative path). */
  readonly id: string;
  /** Part of the importing file's path: which library's import this is. */
  readonly importer: string;
  /** The stand-in module's code: it fails loudly (or reports "unsupported") if ever used. */
  readonly code: string;
}

/**
 * MUI's createTheme builds CSS-variable themes in a module of its own, which every component
 * pulls in through MUI's default theme although only `createTheme({ cssVariables: true })` ever
 * calls it. The app's themes are plain objects, so that module is left out (-4.4 KB gzip on the
 * first load); a theme that asks for CSS variables fails at once, pointing here.
 */
const MUI_CSS_VARIABLES_THEME: LeftOut = {
  id: './createThemeWithVars.mjs',
  importer: '@mui/material/styles',
  code: "export default function createThemeWithVars() { throw new Error('MUI CSS theme variables are left out of this build (scripts/vite/leftOutModules.ts)'); }",
};

/**
 * The live transport asks axios for its fetch adapter by name (`adapter: 'fetch'`, which is what
 * lets it refuse redirects and read the body as a stream), yet axios's adapter table imports the
 * XMLHttpRequest adapter as well, for whoever names it. It is left out (-1.0 KB gzip on the first
 * load): the stand-in is `false`, which axios reports as "adapter xhr is not supported by the
 * environment" if anything ever asks for it.
 */
const AXIOS_XHR_ADAPTER: LeftOut = {
  id: './xhr.js',
  importer: 'axios/lib/adapters/',
  code: 'export default false;',
};

/**
 * inversify's "JIT" resolvers build functions from strings (`new Function`), which the start
 * page's content security policy forbids (no 'unsafe-eval'). A container only uses them when made
 * with `jitless: false`; ours runs jitless (inversify's default), so they never ran, but they were
 * in the first load all the same (-1.3 KB gzip). Each stand-in fails at once if a container asks.
 */
const inversifyJit = (name: string): LeftOut => ({
  id: `../calculations/${name}.js`,
  importer: '@inversifyjs/core/lib/planning/models/',
  code: `export function ${name}() { throw new Error('inversify JIT resolvers are left out of this build: keep the container jitless (scripts/vite/leftOutModules.ts)'); }`,
});

const LEFT_OUT = [
  MUI_CSS_VARIABLES_THEME,
  AXIOS_XHR_ADAPTER,
  inversifyJit('buildNoActivationsResolvedValueBindingNodeResolverJit'),
  inversifyJit('buildNoActivationsInstanceBindingNodeResolverJit'),
];
const PREFIX = '\0left-out:';

/** Leaves the modules above out of the build, each replaced by its stand-in. */
export function leftOutModules(modules: readonly LeftOut[] = LEFT_OUT): Plugin {
  return {
    name: 'left-out-modules',
    enforce: 'pre',
    resolveId(id, importer) {
      const from = importer?.replaceAll('\\', '/');
      const index = modules.findIndex((module) => module.id === id && from?.includes(module.importer));
      return index === -1 ? null : `${PREFIX}${index}`;
    },
    load(id) {
      return id.startsWith(PREFIX) ? (modules[Number(id.slice(PREFIX.length))]?.code ?? null) : null;
    },
  };
}
