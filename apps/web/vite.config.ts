import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? 3001}`;
const serverPaths = ['/api', '/langs', '/static', '/flags', '/play', '/sandbox'];

export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: {
    port: Number(process.env.PORT ?? 3000),
    strictPort: true,
    proxy: Object.fromEntries(serverPaths.map((path) => [path, { target: apiTarget }])),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // Localization files are served by the API from public/langs; the build need not copy them.
    copyPublicDir: true,
  },
});
