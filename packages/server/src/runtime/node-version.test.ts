import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MINIMUM_NODE_MAJOR, nodeVersionRefusal } from './node-version.js';

const rootPackage = JSON.parse(
  readFileSync(resolve(import.meta.dirname, '../../../../package.json'), 'utf8'),
) as { engines: { node: string }; dependencies: { node: string } };

describe('the Node.js version check', () => {
  it('refuses a version below 24 with one line naming it and how to get the right one', () => {
    const refusal = nodeVersionRefusal('20.20.2');
    expect(refusal).toBe(
      'Rookery needs Node.js 24 or later, but this is Node.js 20.20.2. Run `npm install` (it brings ' +
        'Node.js 26 into node_modules) and start Rookery with `npm start`, or install Node.js 26 ' +
        'yourself (.nvmrc names it).',
    );
    expect(nodeVersionRefusal('v23.11.1')).toContain('but this is Node.js 23.11.1.');
    expect(nodeVersionRefusal('22.22.0')).not.toBeNull();
  });

  it('accepts both supported LTS lines and later ones', () => {
    for (const version of ['24.0.0', 'v24.11.1', '26.10.0', '27.0.0-pre']) {
      expect(nodeVersionRefusal(version), version).toBeNull();
    }
  });

  it('refuses what it cannot read as a version rather than guessing', () => {
    expect(nodeVersionRefusal('')).not.toBeNull();
    expect(nodeVersionRefusal('unknown')).not.toBeNull();
  });

  it("holds the same floor as the package's engines, and the Node the package brings is above it", () => {
    expect(rootPackage.engines.node).toBe(`>=${MINIMUM_NODE_MAJOR}`);
    const pinnedMajor = Number(/^\^(\d+)\./.exec(rootPackage.dependencies.node)?.[1]);
    expect(pinnedMajor).toBeGreaterThanOrEqual(MINIMUM_NODE_MAJOR);
  });
});
