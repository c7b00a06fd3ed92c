import { describe, expect, it } from 'vitest';
import { openApiPaths, pathParamNames } from './paths.js';

describe('openApiPaths', () => {
  it("writes Fastify's parameters as OpenAPI's", () => {
    expect(openApiPaths('/svc/blog/:name/posts')).toEqual(['/svc/blog/{name}/posts']);
    expect(openApiPaths('/svc/post/:pageRoot/:direction/:refPostId')).toEqual([
      '/svc/post/{pageRoot}/{direction}/{refPostId}',
    ]);
    expect(openApiPaths('/svc/ping')).toEqual(['/svc/ping']);
  });

  it("drops a parameter's regular expression and names the wildcard", () => {
    expect(openApiPaths('/svc/admin/ads/:id(^\\d+$)')).toEqual(['/svc/admin/ads/{id}']);
    expect(openApiPaths('/media/*')).toEqual(['/media/{path}']);
  });

  it('makes an optional last parameter two paths', () => {
    expect(openApiPaths('/avatar/:name/:size?')).toEqual(['/avatar/{name}', '/avatar/{name}/{size}']);
  });

  it('names the parameters of a path in order', () => {
    expect(pathParamNames('/svc/search/blog_search/{blogname}/{term}')).toEqual(['blogname', 'term']);
  });
});
