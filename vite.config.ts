// The SPA build; in development the dev server proxies /api to the API server.
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  server: { proxy: { '/api': `http://localhost:${process.env.PORT ?? 8080}` } },
  build: { outDir: 'dist', chunkSizeWarningLimit: 2000 },
});
