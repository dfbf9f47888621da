import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? 3001}`;

// The operator console: plain React (not the player site's Preact: size matters less than
// fidelity for a desktop tool), served by the API under /admin/ (apps/api/src/plugins/admin-site.ts).
export default defineConfig({
  base: '/admin/',
  plugins: [react(), tailwindcss()],
  server: {
    port: Number(process.env.ADMIN_PORT ?? 3002),
    strictPort: true,
    proxy: { '/api': { target: apiTarget } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
  },
});
