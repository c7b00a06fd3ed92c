import { ErrorCode, messages } from '@rookery/core';
import Fastify, { LogController } from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerErrorHandler } from './error-handler.js';
import { ForbiddenError, ValidationError } from './errors.js';

function appThatThrows(error: unknown) {
  const app = Fastify({ logger: false });
  registerErrorHandler(app);
  app.get('/x', async () => {
    throw error;
  });
  return app;
}

describe('the error handler', () => {
  it('turns an unexpected failure into a 500 envelope with the technical-trouble message', async () => {
    const res = await appThatThrows(new Error('database exploded')).inject({ url: '/x' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      meta: { status: 500, msg: 'Internal Server Error' },
      response: null,
      errors: [
        { code: ErrorCode.internal, title: 'Internal Server Error', detail: messages.technicalTrouble },
      ],
    });
    expect(res.body).not.toContain('database exploded');
  });

  it('keeps a typed error’s status and message', async () => {
    const res = await appThatThrows(new ForbiddenError()).inject({ url: '/x' });
    expect(res.statusCode).toBe(403);
    expect(res.json().meta).toEqual({ status: 403, msg: 'Forbidden' });
    expect(res.json().errors[0].detail).toBe(messages.forbiddenBlog);
  });

  it('lists every validation problem with its field', async () => {
    const error = new ValidationError([
      { field: 'email', detail: 'a' },
      { field: 'password', detail: 'b' },
    ]);
    const res = await appThatThrows(error).inject({ url: '/x' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      { code: ErrorCode.validation, title: 'Bad Request', field: 'email', detail: 'a' },
      { code: ErrorCode.validation, title: 'Bad Request', field: 'password', detail: 'b' },
    ]);
  });

  it('answers 400 to a value PostgreSQL refuses, and 500 to its other failures', async () => {
    const refused = Object.assign(new Error('value "9223372036854775808" is out of range for type bigint'), {
      code: '22003',
      severity: 'ERROR',
    });
    const res = await appThatThrows(refused).inject({ url: '/x' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].detail).toBe(messages.invalidValue);
    expect(res.body).not.toContain('out of range');
    const broken = Object.assign(new Error('relation "posts" does not exist'), {
      code: '42P01',
      severity: 'ERROR',
    });
    expect((await appThatThrows(broken).inject({ url: '/x' })).statusCode).toBe(500);
  });

  it('logs a refused request in one line without a stack, and a failure with its stack', async () => {
    const lines: Record<string, unknown>[] = [];
    const stream = { write: (line: string) => lines.push(JSON.parse(line)) };
    for (const error of [new ValidationError([{ detail: 'nope' }]), new Error('boom')]) {
      const app = Fastify({
        logger: { level: 'debug', stream },
        logController: new LogController({ disableRequestLogging: true }),
      });
      registerErrorHandler(app);
      app.get('/x', async () => {
        throw error;
      });
      await app.inject({ url: '/x?secret=1' });
    }
    const [refusal, failure] = lines;
    expect(refusal).toMatchObject({ level: 20, status: 400, url: '/x', msg: 'nope' });
    expect(JSON.stringify(refusal)).not.toContain('stack');
    expect(failure).toMatchObject({ level: 50, msg: 'request failed' });
    expect(JSON.stringify(failure)).toContain('stack');
  });
});
