import { beforeAll, describe, expect, it } from 'vitest';
import { presentLegacyPost } from './legacy-post.js';
import { configureBlogDomainSite, testBlogSource, testContext, testPost } from './test-posts.js';

/**
 * Each of api.md's legacy examples ("Legacy Text Posts" to "Legacy Answer Posts") made as a
 * Rookery post and presented: the expectations are the documentation's own values, field by field,
 * with `{blog}.tumblr.com` (or a custom domain) read as `{blog}.rookery.test`. Where Rookery
 * cannot say what Tumblr says, the test says so.
 */
beforeAll(configureBlogDomainSite);

const at = (seconds: number) => new Date(seconds * 1000);

describe('posts in the legacy format, as the documentation’s examples', () => {
  it('text (citriccomics, "Milky Dog")', () => {
    const body =
      '<p><img src="https://media.tumblr.com/tumblr_lh6x8d7LBB1qa6gy3.jpg"/><a href="http://citriccomics.com/blog/?p=487" target="_blank">TO READ THE REST CLICK HERE</a></p>';
    const post = testPost('citriccomics', {
      id: '3507845453',
      published_at: at(1298665620),
      reblog_key: 'b0baQtsl',
      tags: ['tumblrize', 'milky dog', 'mini comic'],
      note_count: 14,
      one: 'Milky Dog',
      two: body,
    });
    expect(presentLegacyPost(post, testContext(testBlogSource('citriccomics')))).toMatchObject({
      blog_name: 'citriccomics',
      id: 3507845453,
      id_string: '3507845453',
      post_url: 'https://citriccomics.rookery.test/post/3507845453',
      type: 'text',
      date: '2011-02-25 20:27:00 GMT',
      timestamp: 1298665620,
      state: 'published',
      format: 'html',
      reblog_key: 'b0baQtsl',
      tags: ['tumblrize', 'milky dog', 'mini comic'],
      note_count: 14,
      title: 'Milky Dog',
      body,
    });
  });

  it('photo (derekg, "my arm is getting tired."): one size, since Rookery keeps one', () => {
    const post = testPost('derekg', {
      id: '7431599279',
      type: 'photo',
      published_at: at(1310249387),
      reblog_key: '749amggU',
      note_count: 18,
      one: '<p>my arm is getting tired.</p>',
      photos: [
        {
          id: 'o1',
          key: 'uploads/image/tumblr_lo36wbWqqq1qanqww.jpg',
          width: 1280,
          height: 722,
          caption: '',
        },
      ],
    });
    const size = {
      width: 1280,
      height: 722,
      url: 'https://rookery.test/media/uploads/image/tumblr_lo36wbWqqq1qanqww.jpg',
    };
    expect(presentLegacyPost(post, testContext(testBlogSource('derekg')))).toMatchObject({
      blog_name: 'derekg',
      id: 7431599279,
      id_string: '7431599279',
      post_url: 'https://derekg.rookery.test/post/7431599279',
      type: 'photo',
      date: '2011-07-09 22:09:47 GMT',
      timestamp: 1310249387,
      format: 'html',
      reblog_key: '749amggU',
      tags: [],
      note_count: 18,
      caption: '<p>my arm is getting tired.</p>',
      photos: [{ caption: '', original_size: size, alt_sizes: [size] }],
      width: 1280,
      height: 722,
    });
  });

  it('quote (museumsandstuff): the source title is the source’s site, Rookery keeping no page titles', () => {
    const source =
      '<a href="http://museumtwo.blogspot.com/2011/04/guest-post-convivial-museum-photo-essay.html" target="_blank">Museum 2.0: Guest Post: The Convivial Museum Photo Essay</a>';
    const post = testPost('museumsandstuff', {
      id: '4742980381',
      type: 'quote',
      published_at: at(1303203154),
      reblog_key: 'KLA85e6c',
      note_count: 23,
      source_url: 'http://museumtwo.blogspot.com/2011/04/guest-post-convivial-museum-photo-essay.html',
      one: 'Why do visitors still report discomfort, confusion, elitism, exclusion?',
      two: source,
    });
    expect(presentLegacyPost(post, testContext(testBlogSource('museumsandstuff')))).toMatchObject({
      blog_name: 'museumsandstuff',
      id: 4742980381,
      id_string: '4742980381',
      post_url: 'https://museumsandstuff.rookery.test/post/4742980381',
      type: 'quote',
      date: '2011-04-19 08:52:34 GMT',
      timestamp: 1303203154,
      format: 'html',
      reblog_key: 'KLA85e6c',
      tags: [],
      note_count: 23,
      source_url: 'http://museumtwo.blogspot.com/2011/04/guest-post-convivial-museum-photo-essay.html',
      source_title: 'museumtwo.blogspot.com',
      text: 'Why do visitors still report discomfort, confusion, elitism, exclusion?',
      source,
    });
  });

  it('link (travellingcameraclub): the thumbnail as its photo, its size unknown here', () => {
    const thumbnail =
      'https://40.media.tumblr.com/1393850e5c331da2e3c9fb478a30310d/tumblr_inline_nm3lwntw8k1rplry2_500.jpg';
    const post = testPost('travellingcameraclub', {
      id: '688472164',
      type: 'link',
      published_at: at(1276298228),
      reblog_key: 'RWhJJWia',
      note_count: 9,
      one: 'Esther Aarts Illustration | News and Blog: Faq: How do you make those marker doodles?',
      two: 'https://blog.estadiezijn.nl/post/459075181/faq-how-do-you-make-those-marker-doodles',
      three: '<blockquote><p>On my Ipad, of course!</p></blockquote>',
      extra: { thumbnail, excerpt: 'How I make marker doodles', author: 'Ester Aarts' },
    });
    expect(presentLegacyPost(post, testContext(testBlogSource('travellingcameraclub')))).toMatchObject({
      blog_name: 'travellingcameraclub',
      id: 688472164,
      post_url: 'https://travellingcameraclub.rookery.test/post/688472164',
      type: 'link',
      date: '2010-06-11 23:17:08 GMT',
      timestamp: 1276298228,
      reblog_key: 'RWhJJWia',
      note_count: 9,
      title: 'Esther Aarts Illustration | News and Blog: Faq: How do you make those marker doodles?',
      url: 'https://blog.estadiezijn.nl/post/459075181/faq-how-do-you-make-those-marker-doodles',
      link_author: 'Ester Aarts',
      excerpt: 'How I make marker doodles',
      publisher: 'blog.estadiezijn.nl',
      photos: [{ caption: '', original_size: { url: thumbnail } }],
      description: '<blockquote><p>On my Ipad, of course!</p></blockquote>',
    });
  });

  it('chat (david): an untitled chat’s title is null; each line a speaker, a label and a phrase', () => {
    const lines = [
      'David: https://staff.tumblr.com/post/5845153911 [draft]',
      'Topherchris: are you freaking serious',
      "David: If you're okay with it - I'd love to :)",
      "Topherchris: i'm okay with it, if you're okay with it destroying tumblr",
    ];
    const post = testPost('david', {
      id: '5845345725',
      type: 'chat',
      slug: 'if-youre-okay-with-it-destroying-tumblr',
      published_at: at(1306362720),
      reblog_key: 'wlxAsElf',
      note_count: 114,
      two: lines.join('\n'),
    });
    expect(presentLegacyPost(post, testContext(testBlogSource('david')))).toMatchObject({
      blog_name: 'david',
      id: 5845345725,
      post_url: 'https://david.rookery.test/post/5845345725/if-youre-okay-with-it-destroying-tumblr',
      type: 'chat',
      date: '2011-05-25 22:32:00 GMT',
      timestamp: 1306362720,
      reblog_key: 'wlxAsElf',
      note_count: 114,
      title: null,
      body: lines.join('\r\n'),
      dialogue: [
        { label: 'David:', name: 'David', phrase: 'https://staff.tumblr.com/post/5845153911 [draft]' },
        { label: 'Topherchris:', name: 'Topherchris', phrase: 'are you freaking serious' },
        { label: 'David:', name: 'David', phrase: "If you're okay with it - I'd love to :)" },
        {
          label: 'Topherchris:',
          name: 'Topherchris',
          phrase: "i'm okay with it, if you're okay with it destroying tumblr",
        },
      ],
    });
  });

  it('audio (derekg, Otis Redding): plays are not counted here', () => {
    const post = testPost('derekg', {
      id: '5578378101',
      type: 'audio',
      slug: 'otis-redding',
      published_at: at(1305649265),
      reblog_key: 'Wa65rR5l',
      note_count: 3,
      source_url: 'http://soundcloud.com/mariam-cabal/otis-redding',
      one: '<p>Otis Redding never fails me.\u00a0</p>',
      two: 'http://soundcloud.com/mariam-cabal/otis-redding',
      extra: { track_title: 'Otis Redding - Cigarettes And Coffee' },
    });
    const legacy = presentLegacyPost(post, testContext(testBlogSource('derekg')));
    expect(legacy).toMatchObject({
      blog_name: 'derekg',
      id: 5578378101,
      post_url: 'https://derekg.rookery.test/post/5578378101/otis-redding',
      type: 'audio',
      date: '2011-05-17 16:21:05 GMT',
      timestamp: 1305649265,
      reblog_key: 'Wa65rR5l',
      note_count: 3,
      source_url: 'http://soundcloud.com/mariam-cabal/otis-redding',
      id3_title: 'Otis Redding - Cigarettes And Coffee',
      track_name: 'Otis Redding - Cigarettes And Coffee',
      caption: '<p>Otis Redding never fails me.\u00a0</p>',
      plays: 0,
    });
    expect(legacy.player).toContain('src="http://soundcloud.com/mariam-cabal/otis-redding"');
  });

  it('video (john): the player at the documented widths', () => {
    const post = testPost('john', {
      id: '6522991678',
      type: 'video',
      published_at: at(1308066681),
      reblog_key: 'sWRdVJrI',
      note_count: 17,
      source_url: 'http://www.WatchMojo.com',
      one: '<iframe src="https://www.youtube-nocookie.com/embed/4Q1aI7xPo0Y" width="500" height="281" frameborder="0" allowfullscreen></iframe>',
      two: "<p><strong>If you don't know/appreciate Neil Young's impressive body of work, this will help</strong></p>",
    });
    const legacy = presentLegacyPost(post, testContext(testBlogSource('john')));
    expect(legacy).toMatchObject({
      blog_name: 'john',
      id: 6522991678,
      post_url: 'https://john.rookery.test/post/6522991678',
      type: 'video',
      date: '2011-06-14 15:51:21 GMT',
      timestamp: 1308066681,
      reblog_key: 'sWRdVJrI',
      note_count: 17,
      source_url: 'http://www.WatchMojo.com',
      caption:
        "<p><strong>If you don't know/appreciate Neil Young's impressive body of work, this will help</strong></p>",
      player: [{ width: 250 }, { width: 400 }, { width: 500 }],
    });
    for (const player of legacy.player as { embed_code: string }[])
      expect(player.embed_code).toContain('https://www.youtube-nocookie.com/embed/4Q1aI7xPo0Y');
  });

  it('answer (david): the asker named, and linked where the blog is here', () => {
    const answer =
      '<p>Good catch! Tumblr <strong>launched</strong> in February 2007. We were testing it for a few months before then.</p>';
    const post = testPost('david', {
      id: '7504154594',
      type: 'answer',
      published_at: at(1310415854),
      reblog_key: 'HNvqLd5G',
      one: 'I thought Tumblr started in 2007, yet you have posts from 2006?',
      two: answer,
      extra: { asking_name: 'aperfectfacade' },
    });
    const context = testContext(testBlogSource('david'), testBlogSource('aperfectfacade'));
    expect(presentLegacyPost(post, context)).toMatchObject({
      blog_name: 'david',
      id: 7504154594,
      post_url: 'https://david.rookery.test/post/7504154594',
      type: 'answer',
      date: '2011-07-11 20:24:14 GMT',
      timestamp: 1310415854,
      format: 'html',
      reblog_key: 'HNvqLd5G',
      tags: [],
      asking_name: 'aperfectfacade',
      asking_url: 'https://aperfectfacade.rookery.test/',
      question: 'I thought Tumblr started in 2007, yet you have posts from 2006?',
      answer,
    });
    const anonymous = testPost('david', { type: 'answer', one: 'who?', extra: { asking_name: 'Anonymous' } });
    expect(presentLegacyPost(anonymous, context)).toMatchObject({
      asking_name: 'Anonymous',
      asking_url: null,
    });
  });
});

describe('the fields every legacy post carries', () => {
  const blog = testBlogSource('ada', { title: 'Ada writes', updated: at(1700000000) });

  it('names its blog, its short link and summary, what may be done with it, and the reader’s own fields', () => {
    const post = testPost('ada', {
      id: '61',
      one: 'Hello there',
      two: '<p>body</p>',
      liked: true,
      blog_user_id: '9',
    });
    const legacy = presentLegacyPost(post, {
      ...testContext(blog),
      viewer: { userId: '9', blogIds: ['1'], currentBlogId: '1', safeMode: false },
    });
    expect(legacy).toMatchObject({
      object_type: 'post',
      blog: {
        name: 'ada',
        title: 'Ada writes',
        description: '',
        url: 'https://ada.rookery.test/',
        uuid: 't:DZY0xL2Fi1OFJg4YxpmegQ',
        updated: 1700000000,
      },
      tumblelog_uuid: 't:DZY0xL2Fi1OFJg4YxpmegQ',
      genesis_post_id: '61',
      short_url: 'https://rookery.test/p/Z',
      summary: 'Hello there',
      should_open_in_legacy: false,
      is_blocks_post_format: false,
      liked: true,
      followed: false,
      can_like: true,
      can_reblog: true,
      can_send_in_message: true,
      can_reply: true,
      display_avatar: true,
      interactability_reblog: 'everyone',
      reblog: { comment: '<p>body</p>', tree_html: '' },
      trail: [
        {
          blog: { name: 'ada', active: true },
          post: { id: '61' },
          content_raw: '<p>body</p>',
          content: '<p>body</p>',
          is_root_item: true,
          is_current_item: true,
        },
      ],
    });
    const read = presentLegacyPost(post, testContext(blog));
    for (const field of ['liked', 'followed', 'genesis_post_id']) expect(read).not.toHaveProperty(field);
  });

  it('gives Tumblr’s states: a scheduled post is queued with its time, a draft can be neither liked nor reblogged', () => {
    const scheduled = testPost('ada', { state: 'queued', published_at: null, publish_on: at(1900000000) });
    expect(presentLegacyPost(scheduled, testContext(blog))).toMatchObject({
      state: 'queued',
      queued_state: 'scheduled',
      scheduled_publish_time: 1900000000,
      publish_on: '2030-03-17T17:46:40.000Z',
      timestamp: 1900000000,
    });
    const draft = testPost('ada', { state: 'draft', published_at: null });
    expect(presentLegacyPost(draft, testContext(blog))).toMatchObject({
      state: 'draft',
      can_like: false,
      can_reblog: false,
    });
    const submitted = testPost('ada', { state: 'unapproved', extra: { submitted_by: 'ben' } });
    expect(presentLegacyPost(submitted, testContext(blog))).toMatchObject({
      state: 'submission',
      is_submission: true,
      post_author: 'ben',
    });
    const hidden = testPost('ada', { is_private: true });
    expect(presentLegacyPost(hidden, testContext(blog))).toMatchObject({
      state: 'private',
      can_send_in_message: false,
    });
  });

  it('quotes a reblog’s trail into its field as Tumblr wrote it, the reblogger’s words after it', () => {
    const reblog = testPost('cyle', {
      id: '30',
      is_reblog: true,
      parent_post_id: '20',
      root_post_id: '10',
      parent_blog_name: 'ben',
      root_blog_name: 'ada',
      one: 'The title',
      two: '<p>so true</p>',
      trail: [
        { blog_name: 'ada', post_id: '10', content: '<p>the root</p>', is_root: true },
        { blog_name: 'ben', post_id: '20', content: '<p>agreed</p>', is_root: false },
      ],
    });
    const tree =
      '<p><a class="tumblr_blog" href="https://ben.rookery.test/post/20">ben</a>:</p><blockquote>' +
      '<p><a class="tumblr_blog" href="https://ada.rookery.test/post/10">ada</a>:</p><blockquote><p>the root</p></blockquote>' +
      '<p>agreed</p></blockquote>';
    const legacy = presentLegacyPost(
      reblog,
      testContext(blog, testBlogSource('ben'), testBlogSource('cyle')),
    );
    expect(legacy).toMatchObject({
      title: 'The title',
      body: `${tree}<p>so true</p>`,
      parent_post_url: 'https://ben.rookery.test/post/20',
      reblog: { comment: '<p>so true</p>', tree_html: tree },
    });
    expect(
      (legacy.trail as { post: { id: string }; is_current_item?: true }[]).map((t) => [
        t.post.id,
        t.is_current_item,
      ]),
    ).toEqual([
      ['10', undefined],
      ['20', undefined],
      ['30', true],
    ]);
  });

  it('adds the reblogged_ fields and the notes when they are asked for', () => {
    const reblog = testPost('cyle', {
      is_reblog: true,
      parent_post_id: '20',
      root_post_id: '10',
      parent_blog_name: 'ben',
      root_blog_name: 'ada',
      trail: [{ blog_name: 'ada', post_id: '10', content: '', is_root: true }],
    });
    const ben = testBlogSource('ben', { title: 'Ben', followed: true, can_receive_messages: false });
    const legacy = presentLegacyPost(reblog, testContext(blog, ben), {
      reblogInfo: true,
      notes: [
        {
          kind: 'reblog',
          at: at(1595527574),
          blogName: 'test-blog',
          blogUuid: '0d9634c4-bd85-8b53-8526-0e18c6999e81',
          avatarShape: 'square',
          followed: false,
          postId: '1123456688899000',
          parentBlogName: 'other-test-blog',
          text: '',
        },
        {
          kind: 'like',
          at: at(1595527569),
          blogName: 'test-blog',
          blogUuid: '0d9634c4-bd85-8b53-8526-0e18c6999e81',
          avatarShape: 'square',
          followed: false,
          postId: null,
          parentBlogName: null,
          text: '',
        },
      ],
    });
    expect(legacy).toMatchObject({
      reblogged_from_id: '20',
      reblogged_from_url: 'https://ben.rookery.test/post/20',
      reblogged_from_name: 'ben',
      reblogged_from_title: 'Ben',
      reblogged_from_uuid: 't:DZY0xL2Fi1OFJg4YxpmegQ',
      reblogged_from_can_message: false,
      reblogged_from_following: true,
      reblogged_root_id: '10',
      reblogged_root_url: 'https://ada.rookery.test/post/10',
      reblogged_root_name: 'ada',
      reblogged_root_title: 'Ada writes',
    });
    // api.md `/notes` "Example response", note for note (the uuid is ours).
    expect(legacy.notes).toEqual([
      {
        type: 'reblog',
        timestamp: 1595527574,
        blog_name: 'test-blog',
        blog_uuid: 't:DZY0xL2Fi1OFJg4YxpmegQ',
        blog_url: 'https://test-blog.rookery.test/',
        followed: false,
        avatar_shape: 'square',
        post_id: '1123456688899000',
        reblog_parent_blog_name: 'other-test-blog',
      },
      {
        type: 'like',
        timestamp: 1595527569,
        blog_name: 'test-blog',
        blog_uuid: 't:DZY0xL2Fi1OFJg4YxpmegQ',
        blog_url: 'https://test-blog.rookery.test/',
        followed: false,
        avatar_shape: 'square',
      },
    ]);
  });
});
