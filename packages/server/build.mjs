// Bundles the server into dist/main.js. Our workspace packages (@rookery/core, TypeScript source)
// are bundled in; every other package stays an import from node_modules.
import { build } from 'esbuild';

await build({
  entryPoints: ['src/main.ts'],
  outfile: 'dist/main.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'externals',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@rookery/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});
