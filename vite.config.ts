import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  // @domain, @adapters, @ui and @app: the layers' aliases, defined once in tsconfig.json.
  resolve: { tsconfigPaths: true },
  build: {
    manifest: true,
    target: 'es2022',
    sourcemap: false,
  },
  preview: { allowedHosts: ['.localhost'] },
  server: { allowedHosts: ['.localhost'] },
});
