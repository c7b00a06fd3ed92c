// Bundles the server into dist/: main.js, the entry, which checks the Node.js version and then
// imports start.js, the server. They are two files so that an old Node stops at the check before
// any dependency is loaded. text-worker.js is the text threads' code (text-pool.ts), which a worker
// thread loads by its path beside start.js. Our workspace packages (@rookery/core, TypeScript
// source) are bundled in; every other package stays an import from node_modules.
import { build } from 'esbuild';

await build({
  entryPoints: { main: 'src/main.ts', start: 'src/start.ts', 'text-worker': 'src/threads/text-worker.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'externals',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@rookery/') ? undefined : { path: args.path, external: true },
        );
        // main.js loads start.js beside it at run time, once the version check has passed.
        b.onResolve({ filter: /^\.\/start\.js$/ }, (args) =>
          args.importer.endsWith('main.ts') ? { path: args.path, external: true } : undefined,
        );
      },
    },
  ],
});
