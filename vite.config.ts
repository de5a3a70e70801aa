import { constants } from 'node:zlib';
import { gzipAsync, type ZopfliOptions } from '@gfx/zopfli';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { leftOutModules } from './scripts/vite/leftOutModules.ts';
import { startPage } from './scripts/vite/startPage.ts';
import { buildManifestOutside } from './scripts/vite/buildManifest.mjs';

export default defineConfig({
  plugins: [
    react(),
    // What libraries import for features the app never uses (MUI's CSS-variables theme, axios's xhr adapter).
    leftOutModules(),
    startPage({ live: 'src/composition/liveEntry.ts', demo: 'src/composition/demoEntry.tsx' }),
    // Precompressed twins of every text file for a static host or CDN that serves them as they
    // are, rather than compressing on the fly at a lower level: .br at quality 11, and .gz by
    // Zopfli, a gzip stream any gzip client reads, 3.5 % smaller than zlib's level 9 (about 8 KB
    // of the first load, for a few seconds of build time).
    compression({
      include: /\.(js|css|html|svg|json|txt)$/,
      exclude: /(^|\/)\.vite\//,
      algorithms: [
        // (the plugin hands every algorithm the file as a Buffer)
        defineAlgorithm<ZopfliOptions>(async (file, options) => Buffer.from(await gzipAsync(file as Buffer, options)), { numiterations: 5 }),
        defineAlgorithm('brotliCompress', { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      ],
    }),
    // The manifest (for the size bench and the bundle tests) is kept beside the output, not shipped.
    buildManifestOutside(),
  ],
  // @domain, @adapters, @ui and @app: the layers' aliases, defined once in tsconfig.json.
  resolve: { tsconfigPaths: true },
  build: {
    manifest: true,
    target: 'es2022',
    sourcemap: false,
    // Terser rather than the default oxc minifier: 1.0 KB less brotli on the first load (oxc 199.9,
    // terser 198.9 KB, against a 200 KB budget; zlib gzip 231.9 and 231.4) for 16 s more build
    // (20 s, 36 s). Safe transforms only (no `unsafe*`, no `pure_getters`: MobX reads have effects).
    minify: 'terser',
    terserOptions: { module: true, ecma: 2020, compress: { passes: 3 } },
    // The initial chunk is one file by design (below): ~640 KB minified, ~230 KB gzip.
    chunkSizeWarningLimit: 700,
    rolldownOptions: {
      // @emotion/react imports this package bare, for nothing of ours (only its withTheme uses it,
      // by a named import that keeps it where needed); as a CommonJS module without a sideEffects
      // field it was kept whole (-1.1 KB gzip on the first load).
      treeshake: { moduleSideEffects: [{ test: /[\\/]node_modules[\\/]hoist-non-react-statics[\\/]/, sideEffects: false }] },
      output: {
        // Everything the entry needs statically is one file: one request and one compression
        // window instead of a dozen small chunks split by which lazy screen shares what (-5 KB gzip).
        codeSplitting: { groups: [{ name: 'index', tags: ['$initial'] }] },
      },
    },
  },
  preview: { allowedHosts: ['.localhost'] },
  server: { allowedHosts: ['.localhost'] },
});
