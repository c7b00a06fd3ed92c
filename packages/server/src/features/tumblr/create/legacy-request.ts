import {
  COMPOSER_POST_TYPES,
  type ComposerPostType,
  normalizePostType,
  type PostForm,
  REBLOG_COMMENT_FIELD,
} from '@rookery/core';
import { emptyContent, type ImportedContent } from '../../imports/imported-post.js';
import { textOf } from '../html-dom.js';
import { type RequestBody, requestCommon, textParam } from './common-params.js';
import { TumblrInputError } from './input-error.js';
import { type RequestExtras, type RequestTarget, requestForm } from './request-form.js';

/** What each type must be sent with (api.md `/post`: the "Required" column), one of each group. */
const REQUIRED: Readonly<Record<ComposerPostType, readonly string[]>> = {
  text: ['body'],
  photo: ['source', 'data'],
  quote: ['quote'],
  link: ['url'],
  chat: ['conversation'],
  audio: ['external_url', 'data'],
  video: ['embed', 'data'],
};

function typeOf(body: RequestBody, target: RequestTarget): ComposerPostType {
  const name = textParam(body, 'type').trim();
  const type = name ? normalizePostType(name) : target.kind === 'new' ? 'text' : target.type;
  if (!type || !(COMPOSER_POST_TYPES as readonly string[]).includes(type))
    throw new TumblrInputError(`'type' must be one of ${COMPOSER_POST_TYPES.join(', ')}.`);
  return type as ComposerPostType;
}

/**
 * Each type's parameters (api.md "Text Posts" to "Video Posts") as its fields. Fields that hold
 * text take the text of what was sent ("HTML entities must be escaped"); the rest is HTML as sent.
 * Files sent as `data` (or `data64`) arrive as `files`: a photoset's photos, or the one track or
 * video; a photo `source` is an address the route brings in as an upload, as the composer's is.
 */
function contentOf(type: ComposerPostType, body: RequestBody, files: readonly string[]): ImportedContent {
  const param = (name: string) => textParam(body, name);
  const upload = files[0]
    ? { kind: type === 'video' ? ('video' as const) : ('audio' as const), src: files[0] }
    : null;
  switch (type) {
    case 'text':
      return emptyContent('text', { fields: { title: textOf(param('title')), body: param('body') } });
    case 'photo': {
      const sources = param('source') ? [param('source')] : files;
      return emptyContent('photo', {
        photos: sources.map((src) => ({ image: { kind: 'image', src }, caption: '' })),
        fields: { caption: param('caption'), linkthrough: param('link') },
      });
    }
    case 'quote':
      return emptyContent('quote', { fields: { quote: textOf(param('quote')), source: param('source') } });
    case 'link':
      return emptyContent('link', {
        fields: { title: textOf(param('title')), url: param('url'), caption: param('description') },
        link: { excerpt: textOf(param('excerpt')), author: textOf(param('author')) },
        thumbnail: param('thumbnail') ? { kind: 'image', src: param('thumbnail') } : null,
      });
    case 'chat':
      return emptyContent('chat', {
        fields: { title: textOf(param('title')), chat: param('conversation').replace(/\r\n?/g, '\n').trim() },
      });
    case 'audio':
      return emptyContent('audio', {
        media: upload,
        fields: { url: param('external_url'), caption: param('caption') },
      });
    case 'video':
      return emptyContent('video', {
        media: upload,
        fields: { embedCode: upload ? '' : param('embed'), caption: param('caption') },
      });
  }
}

/** The tweet parameter: `off` for none, else the words to send (the blog's default when empty). */
function tweetOf(body: RequestBody): RequestExtras {
  const tweet = textParam(body, 'tweet').trim();
  if (!tweet) return {};
  return tweet === 'off' ? { send_to_twitter: false } : { send_to_twitter: true, customTweet: tweet };
}

/**
 * A legacy create, edit or reblog request (api.md `/post`, `/post/edit`, `/post/reblog`) as the
 * composer's form, for the composer's own save. An edit sends the post whole, as a create does; a
 * reblog's `comment` is its words, in the field its parent's type keeps comments in. `format`
 * markdown has the rich fields rendered from Markdown, as the composer's Markdown editor does.
 * `native_inline_images` asks nothing of Rookery: pictures elsewhere are shown through its proxy.
 */
export function legacyRequestForm(
  raw: unknown,
  blogName: string,
  target: RequestTarget,
  files: readonly string[],
  now = new Date(),
): PostForm {
  const body = (raw && typeof raw === 'object' ? raw : {}) as RequestBody;
  const format = textParam(body, 'format').trim() || 'html';
  if (format !== 'html' && format !== 'markdown')
    throw new TumblrInputError("'format' must be html or markdown.");
  let content: ImportedContent;
  if (target.kind === 'reblog') {
    const field = REBLOG_COMMENT_FIELD[target.type];
    content = emptyContent(target.type, { fields: field ? { [field]: textParam(body, 'comment') } : {} });
  } else {
    const type = typeOf(body, target);
    const sent = (name: string) => (name === 'data' ? files.length > 0 : textParam(body, name).trim() !== '');
    if (!REQUIRED[type].some(sent))
      throw new TumblrInputError(`A ${type} post needs '${REQUIRED[type].join("' or '")}'.`);
    content = contentOf(type, body, files);
  }
  return requestForm(
    blogName,
    target,
    content,
    requestCommon(body, 0),
    { editorType: format, ...tweetOf(body) },
    now,
  );
}
