import { fileURLToPath } from 'node:url';
import preact from '@preact/preset-vite';
import { defineConfig } from 'vite';

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? 3001}`;

/**
 * The game clients: three entries, each its own small bundle, served by the API: the slots at
 * /play/:launchToken (index.html), the crash game at /play/crash/:launchToken (crash.html), the
 * eight originals at /play/originals/:launchToken (originals.html, each game's board its own
 * chunk), and their hashed files at /play/assets/* (shared chunks such as Preact once). Plain
 * Preact, no compat layer, no router, no query library: each must start fast on a low-end phone
 * inside the site's game frame.
 */
export default defineConfig({
  base: '/play/',
  plugins: [
    preact(),
    {
      // Dev only: the crash game's and the originals' launch URLs open their own entries, as
      // the API serves them.
      name: 'crash-entry-route',
      configureServer(server) {
        server.middlewares.use((request, _response, next) => {
          if (/^\/play\/crash\/[A-Za-z0-9_-]+\/?(\?|$)/.test(request.url ?? '')) {
            request.url = '/play/crash.html';
          }
          if (/^\/play\/originals\/[A-Za-z0-9_-]+\/?(\?|$)/.test(request.url ?? '')) {
            request.url = '/play/originals.html';
          }
          next();
        });
      },
    },
  ],
  // Sounds are synthesised with WebAudio and symbols drawn as inline SVG: nothing to copy.
  publicDir: false,
  server: {
    port: Number(process.env.PLAY_PORT ?? 3002),
    strictPort: true,
    // ws: the crash game's socket lives under /api too.
    proxy: { '/api': { target: apiTarget, ws: true } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    assetsDir: 'assets',
    rolldownOptions: {
      input: {
        index: fileURLToPath(new URL('index.html', import.meta.url)),
        crash: fileURLToPath(new URL('crash.html', import.meta.url)),
        originals: fileURLToPath(new URL('originals.html', import.meta.url)),
      },
      treeshake: {
        // The contracts register their schemas for the API's OpenAPI document at import time,
        // which a bundler must otherwise keep: the client would carry every domain's schemas
        // (payments, users…) for the few play calls it makes. The games package is pure maths
        // whose slot titles are built at import time: without this the crash entry would carry
        // every title for the few crash functions it takes.
        moduleSideEffects: (id: string) =>
          !/[\\/]packages[\\/](contracts|games)[\\/]src[\\/]/.test(id),
      },
    },
  },
});
