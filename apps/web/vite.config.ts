import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig, type ProxyOptions } from 'vite';

// In development the API (apps/api, port 3000) serves everything that is not the app:
// the API itself, the booking service, the settings file, images and the API docs.
// API_PROXY_TARGET points the proxy at an API on another address.
const apiTarget = process.env.API_PROXY_TARGET ?? 'http://localhost:3000';
const proxiedPaths = ['/api', '/booking', '/settings.json', '/images', '/docs', '/openapi.json', '/simulated'];
// The Host header is kept (no changeOrigin) and X-Forwarded-* added, so the API can build
// the URLs of settings.json for the address the browser actually uses.
const proxy: Record<string, ProxyOptions> = Object.fromEntries(
  proxiedPaths.map((path) => [path, { target: apiTarget, xfwd: true }]),
);

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    // React changes less often than the app: its own chunk stays cached across releases. No
    // catch-all vendor chunk: it would pull every page's libraries (Leaflet, forms) into the
    // first load, while the pages load on demand (issue #14).
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [{ name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/, priority: 2 }],
        },
      },
    },
  },
  css: {
    preprocessorOptions: {
      // Bootstrap 5.3's Sass still uses @import and global functions: silence their
      // deprecation notices (ours and the dependency's), not real errors.
      scss: { quietDeps: true, silenceDeprecations: ['import', 'global-builtin', 'color-functions'] },
    },
  },
  server: { proxy },
  preview: { proxy },
});
