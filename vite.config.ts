import { constants } from 'node:zlib';
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
    startPage({ live: 'src-app/composition/liveEntry.ts', demo: 'src-app/composition/demoEntry.tsx' }),
    // Precompressed twins of every text file (.gz at level 9, .br at quality 11) for a static host
    // or CDN that serves them as they are, rather than compressing on the fly at a lower level.
    compression({
      include: /\.(js|css|html|svg|json|txt)$/,
      exclude: /(^|\/)\.vite\//,
      algorithms: [
        defineAlgorithm('gzip', { level: 9 }),
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
