// The studio's build. Run from the project root as `vite build renderer` (the root is this folder,
// the output renderer/dist, which `glava serve` serves at /). Relative asset paths so the same
// build also works when the desktop shell loads it.
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// Vite runs this file under Node; the renderer's tsconfig has no Node types.
declare const process: { env: Record<string, string | undefined> };

// `npm run dev:ui` proxies the API to a studio started with `npm start` (or GLAVA_PORT). The
// studio refuses foreign Origins, so the proxy drops the header: it is a local development aid.
const studio = `http://127.0.0.1:${process.env.GLAVA_PORT ?? '7433'}`;
const proxy = {
  target: studio,
  changeOrigin: true,
  configure: (p: { on(e: 'proxyReq', fn: (req: { removeHeader(name: string): void }) => void): void }) => {
    p.on('proxyReq', (req) => req.removeHeader('origin'));
  },
};

export default defineConfig({
  base: './',
  plugins: [react()],
  build: { outDir: 'dist', emptyOutDir: true, target: 'es2022', chunkSizeWarningLimit: 1200 },
  server: { proxy: { '/api': proxy, '/files': proxy } },
});
