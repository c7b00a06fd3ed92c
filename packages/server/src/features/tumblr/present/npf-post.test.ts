import { beforeAll, describe, expect, it } from 'vitest';
import { presentNpfPost } from './npf-post.js';
import { configureBlogDomainSite, testBlogSource, testContext, testPost } from './test-posts.js';

beforeAll(configureBlogDomainSite);

describe('posts in the Neue Post Format', () => {
  it('carries the common fields, type blocks, and the content, layout and trail', () => {
    const post = testPost('david', {
      id: '1234',
      type: 'photo',
      one: '<p>Everybody loves working here.</p>',
      photos: [
        { id: 'o1', key: 'uploads/image/a.jpg', width: 1280, height: 1073, caption: '' },
        { id: 'o2', key: 'uploads/image/b.jpg', width: 1280, height: 1073, caption: '' },
      ],
      extra: { layout: '2' },
    });
    const image = (name: string) => ({
      type: 'image',
      media: [
        {
          url: `https://rookery.test/media/uploads/image/${name}.jpg`,
          type: 'image/jpeg',
          width: 1280,
          height: 1073,
        },
      ],
    });
    expect(presentNpfPost(post, testContext(testBlogSource('david')))).toMatchObject({
      object_type: 'post',
      type: 'blocks',
      original_type: 'photo',
      is_blocks_post_format: true,
      id: 1234,
      id_string: '1234',
      blog_name: 'david',
      blog: { name: 'david', uuid: 't:DZY0xL2Fi1OFJg4YxpmegQ' },
      post_url: 'https://david.rookery.test/post/1234',
      content: [image('a'), image('b'), { type: 'text', text: 'Everybody loves working here.' }],
      layout: [{ type: 'rows', display: [{ blocks: [0, 1] }, { blocks: [2] }] }],
      trail: [],
    });
  });

  it('names each trail step’s post and blog, and its parent for an edit to send back', () => {
    const reblog = testPost('cyle', {
      is_reblog: true,
      parent_post_id: '10',
      root_post_id: '10',
      parent_blog_name: 'ada',
      root_blog_name: 'ada',
      one: 'Root title',
      two: '<p>my comment</p>',
      trail: [{ blog_name: 'ada', post_id: '10', content: '<p>the root</p>', is_root: true }],
    });
    expect(presentNpfPost(reblog, testContext(testBlogSource('ada'), testBlogSource('cyle')))).toMatchObject({
      parent_post_id: '10',
      parent_tumblelog_uuid: 't:DZY0xL2Fi1OFJg4YxpmegQ',
      content: [{ type: 'text', text: 'my comment' }],
      trail: [
        {
          post: { id: '10' },
          blog: { name: 'ada', url: 'https://ada.rookery.test/' },
          content: [
            { type: 'text', subtype: 'heading1', text: 'Root title' },
            { type: 'text', text: 'the root' },
          ],
          layout: [],
        },
      ],
    });
  });
});
