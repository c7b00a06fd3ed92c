import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * In development the API runs on its own port (the server's default, or ROOKERY_API_URL); these
 * prefixes are the server's, the rest is the SPA.
 */
const API_TARGET = process.env.ROOKERY_API_URL || 'http://localhost:8080';
const proxied = ['/svc', '/settings/save', '/avatar', '/media'];

export default defineConfig({
  plugins: [react()],
  server: {
    proxy: Object.fromEntries(proxied.map((prefix) => [prefix, { target: API_TARGET, changeOrigin: false }])),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // Libraries change less often than our code; their own chunks stay cached across releases.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
            { name: 'vendor', test: /node_modules[\\/]/ },
          ],
        },
      },
    },
  },
});
