// The SPA build, with .br and .gz beside every file for the server to send as they are; in development the dev
// server proxies /api to the API server.
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

export default defineConfig({
  plugins: [
    react(),
    compression({
      algorithms: [defineAlgorithm('gzip', { level: 9 }), 'brotliCompress'],
      threshold: 512,
    }),
  ],
  server: { proxy: { '/api': `http://localhost:${process.env.PORT ?? 8080}` } },
  build: { outDir: 'dist', chunkSizeWarningLimit: 2000 },
});
