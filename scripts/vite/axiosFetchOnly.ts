import type { Plugin } from 'vite';

const STUB = '\0axios-fetch-only';

/**
 * The live transport asks axios for its fetch adapter by name (`adapter: 'fetch'`, which is what
 * lets it refuse redirects and read the body as a stream), yet axios's adapter table imports the
 * XMLHttpRequest adapter as well, for whoever names it. It is left out of the build (-1.2 KB gzip
 * on the first load): the stub is `false`, which axios reports as "adapter xhr is not supported
 * by the environment" if anything ever asks for it.
 */
export function axiosFetchOnly(): Plugin {
  return {
    name: 'axios-fetch-only',
    enforce: 'pre',
    resolveId(id, importer) {
      return id === './xhr.js' && importer?.replaceAll('\\', '/').includes('axios/lib/adapters/') ? STUB : null;
    },
    load(id) {
      return id === STUB ? 'export default false;' : null;
    },
  };
}
