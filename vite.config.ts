import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

/** Paths the reference server answers; the dev server proxies them so the SPA and the API share one origin. */
const apiPrefixes = ['/portal', '/system', '/captcha', '/wx', '/dev/sandbox'];
const apiTarget = process.env.VITE_PROXY_TARGET ?? 'http://127.0.0.1:8080';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  base: '/',
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      '@forms': fileURLToPath(new URL('./forms', import.meta.url)),
      '@openapi': fileURLToPath(new URL('./openapi', import.meta.url)),
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    // Budget is on gzip size and is checked by `npm run bench:web`; this only silences the raw-size warning.
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        // Every module the entry imports statically stays in the entry chunk, as Rollup did; lazy routes import
        // what they share with it from there. Rolldown's default splits each such shared module into a chunk of its
        // own, which costs the home page about 2 KB gzip in import/export glue and lost compression context.
        codeSplitting: { groups: [{ name: 'index', tags: ['$initial'] }] },
      },
    },
  },
  server: {
    proxy: Object.fromEntries(apiPrefixes.map((prefix) => [prefix, { target: apiTarget, changeOrigin: false }])),
  },
});
