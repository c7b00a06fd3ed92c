// Prints the Node.js that npm scripts run on and fails when it is below the floor in package.json's
// `engines.node`. Run through npm (`npm run check:node`), so `node` is the one npm's PATH finds
// first: node_modules/.bin/node, from the `node` package, when `npm install` has brought it.
import { readFileSync } from 'node:fs';

const { engines } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const floor = Number(/^>=\s*(\d+)/.exec(engines.node)?.[1]);
const major = Number(process.versions.node.split('.')[0]);
console.log(`Node.js ${process.versions.node} (${process.execPath})`);
if (!(major >= floor)) {
  console.error(
    `npm scripts run on Node.js ${process.versions.node}, below the ${floor} that Rookery needs: ` +
      'run `npm install` so that it brings its own Node.js into node_modules.',
  );
  process.exit(1);
}
