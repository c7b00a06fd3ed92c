import { Validator } from '@seriousme/openapi-schema-validator';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { describedFeatures } from './calls.js';
import { openApiPaths } from './paths.js';

type Operation = {
  operationId: string;
  tags: string[];
  summary: string;
  security: Record<string, string[]>[];
  parameters?: { name: string; in: string; required: boolean; schema: Record<string, any> }[];
  requestBody?: { content: Record<string, { schema: any; encoding?: Record<string, unknown> }> };
  responses: Record<string, unknown>;
};
type Document = {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  tags: { name: string }[];
  components: { responses: Record<string, { headers?: Record<string, unknown> }> };
};

let t: TestApp;
/** Every route the app registers, told by the app itself (as the fuzz test gets its list). */
const registered: { method: string; url: string }[] = [];
let document: Document;
let etag: string;

beforeAll(async () => {
  t = await createTestApp({
    onRoute: (route: RouteOptions) => {
      for (const method of [route.method].flat()) registered.push({ method, url: route.url });
    },
  });
  const res = await t.app.inject({ method: 'GET', url: '/svc/openapi.json' });
  expect(res.statusCode).toBe(200);
  document = res.json();
  etag = String(res.headers.etag);
});
afterAll(() => t.close());

const operation = (method: string, path: string) => document.paths[path]?.[method.toLowerCase()];

describe('GET /svc/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document whose references all resolve', async () => {
    const validator = new Validator();
    const result = await validator.validate(structuredClone(document));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
    expect(() => validator.resolveRefs()).not.toThrow();
  });

  it('describes every registered route with its method, and nothing is left undescribed', () => {
    // A GET's HEAD twin is the GET's own (Fastify adds it), described with it.
    const gets = new Set(registered.filter((r) => r.method === 'GET').map((r) => r.url));
    const routes = registered.filter((r) => !(r.method === 'HEAD' && gets.has(r.url)));
    expect(routes.length).toBeGreaterThan(140);
    const missing = routes.flatMap(({ method, url }) =>
      openApiPaths(url)
        .filter((path) => !operation(method, path) || operation(method, path)!.tags.includes('undescribed'))
        .map((path) => `${method} ${path}`),
    );
    expect(missing).toEqual([]);
  });

  it('describes no route that does not exist (a renamed route takes its description along)', () => {
    const known = new Set(registered.map((r) => `${r.method} ${r.url}`));
    const stale = describedFeatures(t.deps.config)
      .flatMap((feature) => feature.calls)
      .filter((call) => !call.unrouted)
      .flatMap((call) => [call.method].flat().map((method) => `${method} ${call.path}`))
      .filter((key) => !known.has(key));
    expect(stale).toEqual([]);
  });

  it('names each operation once, and lists each tag it uses', () => {
    const operations = Object.values(document.paths).flatMap((ops) => Object.values(ops));
    const ids = operations.map((op) => op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    const tags = new Set(document.tags.map((tag) => tag.name));
    expect(operations.flatMap((op) => op.tags).filter((tag) => !tags.has(tag))).toEqual([]);
  });

  it("describes the post save's form body, bracket keys as deepObject", () => {
    const save = operation('POST', '/svc/post/update')!;
    expect(save.tags).toEqual(['posts']);
    const form = save.requestBody!.content['application/x-www-form-urlencoded']!;
    const post = form.schema.properties.post;
    expect(Object.keys(post.properties)).toEqual(
      expect.arrayContaining(['type', 'state', 'one', 'two', 'three', 'tags', 'slug', 'publish_on']),
    );
    expect(post.properties.type.enum).toEqual(expect.arrayContaining(['text', 'photo', 'answer']));
    expect(form.schema.properties.images.additionalProperties).toEqual({ type: 'string' });
    expect(form.encoding).toMatchObject({ post: { style: 'deepObject', explode: true } });
    expect(save.requestBody!.content['application/json']).toBeDefined();
    // The same description for its PUT, which says it may come as an emulated POST.
    expect(operation('PUT', '/svc/post/update')!.summary).toBe(save.summary);
  });

  it("lists a blog's posts' path and query parameters", () => {
    const list = operation('GET', '/svc/blog/{name}/posts')!;
    const byName = Object.fromEntries(list.parameters!.map((p) => [p.name, p]));
    expect(byName.name).toMatchObject({ in: 'path', required: true, schema: { type: 'string' } });
    expect(byName.before).toMatchObject({ in: 'query', required: false });
    expect(byName.limit).toMatchObject({ in: 'query', schema: { type: 'integer', maximum: 50 } });
    expect(byName.state?.schema.enum).toEqual(expect.arrayContaining(['draft', 'queued']));
    expect(byName.tag).toMatchObject({ in: 'query' });
    expect(list.requestBody).toBeUndefined();
  });

  it('marks who may call: the session for members, the form key on every write', () => {
    expect(operation('GET', '/svc/explore/newest')!.security).toEqual([{}, { session: [] }]);
    expect(operation('GET', '/svc/dashboard')!.security).toEqual([{ session: [] }]);
    expect(operation('POST', '/svc/like')!.security).toEqual([{ session: [], formKey: [] }]);
    expect(operation('POST', '/svc/account/login')!.security).toEqual([
      { visitor: [], formKey: [] },
      { session: [], formKey: [] },
    ]);
    expect(operation('POST', '/svc/like')!.responses).toHaveProperty('403');
    expect(operation('GET', '/svc/dashboard')!.responses).toHaveProperty('401');
  });

  it('says any call may be refused as busy, with Retry-After (http/load-shedding.ts)', () => {
    expect(operation('GET', '/svc/dashboard')!.responses['503']).toEqual({
      $ref: '#/components/responses/Busy',
    });
    expect(operation('GET', '/v2/tagged')!.responses['503']).toEqual({
      $ref: '#/components/responses/TumblrBusy',
    });
    expect(document.components.responses.Busy?.headers).toHaveProperty('Retry-After');
  });

  it('describes multipart uploads, files and the optional avatar size', () => {
    const upload = operation('POST', '/svc/media/upload')!.requestBody!.content;
    expect(Object.keys(upload)).toEqual(['multipart/form-data']);
    expect(upload['multipart/form-data']!.schema.properties.file).toMatchObject({ format: 'binary' });
    expect(operation('GET', '/avatar/{name}')).toBeDefined();
    expect(operation('GET', '/avatar/{name}/{size}')!.responses['200']).toMatchObject({
      content: { 'image/png': {} },
    });
    expect(operation('GET', '/media/{path}')!.tags).toEqual(['pages']);
    expect(operation('GET', '/{path}')!.responses['200']).toMatchObject({ content: { 'text/html': {} } });
  });

  it("keeps a route's own declared answer schema (the ping's)", () => {
    const ping = operation('GET', '/svc/ping')!.responses['200'] as any;
    expect(ping.content['application/json'].schema.properties.response.properties).toHaveProperty(
      'signed_in',
    );
  });

  it('is public and cacheable, and answers 304 to its ETag', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/svc/openapi.json' });
    expect(res.headers['cache-control']).toContain('public');
    expect(res.headers.etag).toBe(etag);
    const again = await t.app.inject({
      method: 'GET',
      url: '/svc/openapi.json',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
  });
});
