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
    // Libraries change less often than the app: separate chunks stay cached across releases.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/, priority: 2 },
            // Payment providers' SDKs load only with their sub-screen (issue #9), never with the app.
            { name: 'payments-stripe', test: /node_modules[\\/]@stripe[\\/]/, priority: 3 },
            { name: 'vendor', test: /node_modules/, priority: 1 },
          ],
        },
      },
    },
  },
  server: { proxy },
  preview: { proxy },
});
