import preact from '@preact/preset-vite';
import { defineConfig } from 'vite';

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? 3001}`;

/**
 * The game client: its own small bundle, served by the API at /play/:launchToken (index.html)
 * and /play/assets/* (hashed files). Plain Preact, no compat layer, no router, no query
 * library: it must start fast on a low-end phone inside the site's game frame.
 */
export default defineConfig({
  base: '/play/',
  plugins: [preact()],
  // Sounds are synthesised with WebAudio and symbols drawn as inline SVG: nothing to copy.
  publicDir: false,
  server: {
    port: Number(process.env.PLAY_PORT ?? 3002),
    strictPort: true,
    proxy: { '/api': { target: apiTarget } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    assetsDir: 'assets',
    rolldownOptions: {
      treeshake: {
        // The contracts register their schemas for the API's OpenAPI document at import time,
        // which a bundler must otherwise keep: the client would carry every domain's schemas
        // (payments, users…) for the few play calls it makes.
        moduleSideEffects: (id: string) => !/[\\/]packages[\\/]contracts[\\/]src[\\/]/.test(id),
      },
    },
  },
});
