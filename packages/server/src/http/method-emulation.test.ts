import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerErrorHandler } from './error-handler.js';
import { registerFormBody } from './form-body.js';
import { methodEmulation } from './method-emulation.js';

async function appWithRoutes() {
  const app = Fastify({ logger: false });
  registerErrorHandler(app);
  await registerFormBody(app);
  const emulation = methodEmulation(app);
  app.post('/svc/thing/:id', async () => ({ did: 'post' }));
  app.delete('/svc/thing/:id', async (request) => ({
    did: 'delete',
    id: (request.params as { id: string }).id,
  }));
  app.delete('/svc/only-delete', async () => ({ did: 'only-delete' }));
  emulation.install();
  return app;
}

describe('emulated HTTP methods', () => {
  it('runs the DELETE route for a POST with X-HTTP-Method-Override', async () => {
    const app = await appWithRoutes();
    const res = await app.inject({
      method: 'POST',
      url: '/svc/thing/7',
      headers: { 'x-http-method-override': 'DELETE' },
    });
    expect(res.json()).toEqual({ did: 'delete', id: '7' });
  });

  it('reads _method from a form body or the query', async () => {
    const app = await appWithRoutes();
    const body = await app.inject({
      method: 'POST',
      url: '/svc/thing/8',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '_method=delete',
    });
    expect(body.json()).toEqual({ did: 'delete', id: '8' });
    const query = await app.inject({ method: 'POST', url: '/svc/only-delete?_method=DELETE' });
    expect(query.json()).toEqual({ did: 'only-delete' });
  });

  it('leaves plain POSTs alone, and a URL with only DELETE answers 405 to a plain POST', async () => {
    const app = await appWithRoutes();
    expect((await app.inject({ method: 'POST', url: '/svc/thing/9' })).json()).toEqual({ did: 'post' });
    expect((await app.inject({ method: 'POST', url: '/svc/only-delete' })).statusCode).toBe(405);
  });

  it('never turns a POST into a GET', async () => {
    const app = await appWithRoutes();
    const res = await app.inject({
      method: 'POST',
      url: '/svc/thing/1',
      headers: { 'x-http-method-override': 'GET' },
    });
    expect(res.json()).toEqual({ did: 'post' });
  });
});
