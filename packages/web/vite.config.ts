import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

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

const zodTest = /node_modules[\\/]zod[\\/]/;
/** DOMPurify cleans HTML the browser renders on its own: it loads with the cleaner, after the first paint. */
const purifyTest = /node_modules[\\/]dompurify[\\/]/;
/** uPlot draws the insight page's charts (issue 20): it goes with that page, never with every page. */
const uplotTest = /node_modules[\\/]uplot[\\/]/;
const floatingTest = /node_modules[\\/](@floating-ui[\\/][a-z-]+|tabbable)[\\/]/;

/** The shared contract (@rookery/core): constants, messages, helpers and zod schemas. */
const CORE_SOURCE = /[\\/]packages[\\/]core[\\/]src[\\/]/;

/**
 * The shared contract's modules only declare things (constants, helpers, zod schemas); nothing in
 * them runs for its effect. A bundler cannot see that about a top-level `const x = z.object(…)`
 * (or a schema derived with `.extend(…)`), so every schema of a module the client touches would
 * come along with zod itself, even when the page only wants one constant from that module. Wrapping
 * each top-level initializer that calls something in a pure IIFE lets tree-shaking drop the unused
 * ones; together with `moduleSideEffects` below (core modules have no side effects), zod loads only
 * with the pages whose forms validate with it.
 */
function pureCoreDeclarations(): Plugin {
  return {
    name: 'rookery:pure-core-declarations',
    apply: 'build',
    enforce: 'post',
    transform(code, id) {
      if (!CORE_SOURCE.test(id) || !/\.[cm]?[jt]sx?$/.test(id.split('?')[0] ?? '')) return null;
      const edits: { at: number; text: string }[] = [];
      for (let node of this.parse(code).body) {
        if (node.type === 'ExportNamedDeclaration' && node.declaration) node = node.declaration;
        if (node.type !== 'VariableDeclaration' || node.kind !== 'const') continue;
        for (const { init } of node.declarations) {
          if (init?.type !== 'CallExpression') continue;
          edits.push({ at: init.start, text: '/* @__PURE__ */ (() => ' }, { at: init.end, text: ')()' });
        }
      }
      if (edits.length === 0) return null;
      let out = code;
      for (const { at, text } of edits.sort((a, b) => b.at - a.at))
        out = out.slice(0, at) + text + out.slice(at);
      // Only inserts within lines: the existing line mappings stay right.
      return { code: out, map: null };
    },
  };
}

export default defineConfig({
  plugins: [react(), pureCoreDeclarations()],
  server: {
    proxy: Object.fromEntries(proxied.map((prefix) => [prefix, { target: API_TARGET, changeOrigin: false }])),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json: the server links the styles of a page it renders (shell/render-app.ts).
    manifest: true,
    // Every browser the app supports preloads modules itself (Safari since 17, Firefox since 115);
    // an older one only loads them a little later. The polyfill was 0.4 kB of the first paint.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      treeshake: {
        moduleSideEffects: (id: string) => (CORE_SOURCE.test(id) ? false : undefined),
      },
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
              // Floating UI draws the popovers, quick compose and the post form: all open on
              // demand, so it stays out of the first paint (app/preload-overlays.ts).
              name: 'floating',
              priority: 2,
              test: floatingTest,
            },
            {
              name: 'vendor',
              priority: 2,
              // zod validates the forms of lazily loaded pages (log in, settings…), DOMPurify the
              // HTML the browser renders on its own: each goes with what uses it (a shared chunk)
              // instead of riding along with every page load.
              test: (id: string) =>
                /node_modules[\\/]/.test(id) &&
                !editorTest.test(id) &&
                !zodTest.test(id) &&
                !purifyTest.test(id) &&
                !uplotTest.test(id) &&
                !floatingTest.test(id),
            },
            { name: 'editor', priority: 1, test: editorTest },
            {
              // Our own modules of the first paint, all in the entry chunk. Left to itself the
              // splitter gave every module the entry shares with some lazy chunk a chunk of its
              // own (twenty of them, the preload helper's alone 0.8 kB), and each cost its own
              // gzip stream and imports: one chunk is 3.8 kB smaller. Only modules the entry
              // imports statically are tagged $initial, so nothing lazy is pulled in; their
              // dependencies are initial too, hence no recursive capture.
              name: 'index',
              priority: 0,
              tags: ['$initial'],
              includeDependenciesRecursively: false,
              test: (id: string) => !/node_modules[\\/]/.test(id),
            },
          ],
        },
      },
    },
  },
});
