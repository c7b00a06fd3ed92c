import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * In development the API runs on its own port (the server's default, or ROOKERY_API_URL); these
 * prefixes are the server's, the rest is the SPA.
 */
const API_TARGET = process.env.ROOKERY_API_URL || 'http://localhost:8080';
const proxied = ['/svc', '/settings/save', '/avatar', '/media'];

/**
 * Packages only the editor uses (TipTap, ProseMirror and their helpers, the Markdown converters).
 * They get a chunk of their own that only the lazily loaded post form and description editor
 * import, so the start page never downloads them.
 */
const EDITOR_PACKAGES = [
  '@tiptap',
  'prosemirror-[a-z-]+',
  'orderedmap',
  'rope-sequence',
  'w3c-keyname',
  'linkifyjs',
  'fast-equals',
  'use-sync-external-store',
  'marked',
  'turndown',
  '@mixmark-io',
];
const editorTest = new RegExp(`node_modules[\\\\/](${EDITOR_PACKAGES.join('|')})[\\\\/]`);

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
          // A group takes its modules' dependencies along; the higher priorities keep React and
          // the shared libraries (floating-ui, used by TipTap's menus and our popovers) out of
          // the editor chunk, which would otherwise become part of every page load.
          groups: [
            {
              name: 'react',
              priority: 3,
              test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
            },
            {
              name: 'vendor',
              priority: 2,
              test: (id: string) => /node_modules[\\/]/.test(id) && !editorTest.test(id),
            },
            { name: 'editor', priority: 1, test: editorTest },
          ],
        },
      },
    },
  },
});
