import { describe, expect, it } from 'vitest';
import { type ApiDocument, type ApiOperation, filterSections, sectionsOf } from './openapi-document';

const op = (operationId: string, tag: string, summary: string): ApiOperation => ({
  operationId,
  tags: [tag],
  summary,
  responses: {},
});

const document: ApiDocument = {
  info: { title: 'Rookery API', version: '1' },
  tags: [
    { name: 'posts', description: 'Posts.' },
    { name: 'likes', description: 'Likes.' },
  ],
  paths: {
    '/svc/like': { post: op('postSvcLike', 'likes', 'Like a post') },
    '/svc/post/delete': {
      delete: op('deleteSvcPostDelete', 'posts', 'Delete one of your posts'),
      post: op('postSvcPostDelete', 'posts', 'Delete one of your posts'),
    },
    '/svc/blog/{name}/posts': { get: op('getSvcBlogNamePosts', 'posts', "A blog's posts") },
  },
};

describe('sectionsOf', () => {
  it("groups the calls by tag in the document's order, a path's methods GET, POST, ..., DELETE", () => {
    const sections = sectionsOf(document);
    expect(sections.map((s) => [s.tag, s.about])).toEqual([
      ['posts', 'Posts.'],
      ['likes', 'Likes.'],
    ]);
    expect(sections[0]!.calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'POST /svc/post/delete',
      'DELETE /svc/post/delete',
      'GET /svc/blog/{name}/posts',
    ]);
  });
});

describe('filterSections', () => {
  const sections = sectionsOf(document);

  it('keeps the calls that have every word, in method, path, summary or section', () => {
    const ids = (filter: string) => filterSections(sections, filter).flatMap((s) => s.calls.map((c) => c.id));
    expect(ids('get BLOG')).toEqual(['getSvcBlogNamePosts']);
    expect(ids('delete /svc/post')).toEqual(['postSvcPostDelete', 'deleteSvcPostDelete']);
    expect(ids('likes')).toEqual(['postSvcLike']);
  });

  it('drops sections left empty, and keeps everything for a blank filter', () => {
    expect(filterSections(sections, '{name}').map((s) => s.tag)).toEqual(['posts']);
    expect(filterSections(sections, '  ')).toBe(sections);
    expect(filterSections(sections, 'nothing-like-this')).toEqual([]);
  });
});
