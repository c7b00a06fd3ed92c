/**
 * The oldest Node.js line Rookery runs on. 24 and 26 are the supported LTS lines; Node 20 reached
 * its end of life on 2026-04-30 and gets no security fixes. `engines.node` in the root
 * package.json says the same (a test holds the two together).
 */
export const MINIMUM_NODE_MAJOR = 24;

/**
 * The one line the server stops with on a Node.js below the floor, or null when `version`
 * (`process.versions.node`, with or without a leading `v`) is supported.
 */
export function nodeVersionRefusal(version: string): string | null {
  const major = Number(/^v?(\d+)\./.exec(version)?.[1] ?? Number.NaN);
  if (major >= MINIMUM_NODE_MAJOR) return null;
  return (
    `Rookery needs Node.js ${MINIMUM_NODE_MAJOR} or later, but this is Node.js ${version.replace(/^v/, '')}. ` +
    'Run `npm install` (it brings Node.js 26 into node_modules) and start Rookery with `npm start`, ' +
    'or install Node.js 26 yourself (.nvmrc names it).'
  );
}
