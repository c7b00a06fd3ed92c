import { ErrorCode, messages } from '@rookery/core';
import Fastify from 'fastify';
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
});
