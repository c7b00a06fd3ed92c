import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { defaultPoolSize } from './pool-size.js';

const configWith = (env: NodeJS.ProcessEnv) =>
  loadConfig({ DATA_DIR: join(mkdtempSync(join(tmpdir(), 'rookery-pool-')), 'data'), ...env }, '/');

describe("a server process's connections to PostgreSQL", () => {
  it('are two a core and one more, shared by the processes of the machine, at least two', () => {
    expect(defaultPoolSize(1, 2)).toBe(5);
    expect(defaultPoolSize(1, 8)).toBe(17);
    expect(defaultPoolSize(3, 8)).toBe(6);
    expect(defaultPoolSize(3, 2)).toBe(2);
    expect(defaultPoolSize(64, 2)).toBe(2);
  });

  it('are what DATABASE_POOL_SIZE says, a positive whole number', () => {
    expect(configWith({ DATABASE_POOL_SIZE: '12' }).databasePoolSize).toBe(12);
    expect(configWith({}).databasePoolSize).toBeUndefined();
    for (const bad of ['0', '-3', '2.5', 'many'])
      expect(() => configWith({ DATABASE_POOL_SIZE: bad })).toThrow(
        `DATABASE_POOL_SIZE must be a positive whole number, got ${bad}`,
      );
  });
});
