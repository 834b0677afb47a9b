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
  },
  server: {
    proxy: Object.fromEntries(apiPrefixes.map((prefix) => [prefix, { target: apiTarget, changeOrigin: false }])),
  },
});
