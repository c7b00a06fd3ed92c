import type { FormattingSpan } from '@rookery/core';
import {
  allowedContext,
  findSticker,
  gifTexts,
  MESSAGE_IMAGE_MAX_BYTES,
  MESSAGE_TEXT_MAX,
  type MessageType,
  messages,
  messageText,
  messagingTexts,
  type SendMessageInput,
} from '@rookery/core';
import type { AppDeps } from '../../deps.js';
import { NotFoundError, ValidationError } from '../../http/errors.js';
import type { BlogRow } from '../blogs/blog-row.js';
import { linkSpans } from './formatting.js';
import { gifMessageImage } from './gif-image.js';
import { type ReceivedImage, type StoredImage, storeMessageImage } from './message-image.js';
import { canSeePost } from './post-refs.js';

/** What a message holds, checked, ready to be stored. */
export interface MessageContent {
  type: MessageType;
  text: string | null;
  formatting: FormattingSpan[];
  postId: string | null;
  stickerId: string | null;
  /** An upload to store with the message, or (a GIF of a post: gif-image.ts) none. */
  image: (Omit<StoredImage, 'media'> & { media: StoredImage['media'] | null }) | null;
  context: string | null;
}

const empty = { text: null, formatting: [], postId: null, stickerId: null, image: null };

/**
 * The content of a message by its type (spec §3, §5): TEXT trimmed, 1–4096 characters, with link
 * spans; POSTREF a post the sender can see; STICKER one of the catalogue; IMAGE the `data` file,
 * checked and stored, or the GIF of the post it names (a pick from GIF search). The send context is
 * kept only when allowed (core allowedContext).
 */
export async function prepareContent(
  deps: AppDeps,
  sender: BlogRow,
  input: SendMessageInput,
  file: ReceivedImage | null,
): Promise<MessageContent> {
  const context = allowedContext(input.context);
  switch (input.type) {
    case 'TEXT': {
      const text = messageText(input.message ?? '');
      if (!text) throw ValidationError.field('message', messagingTexts.textRequired);
      if (text.length > MESSAGE_TEXT_MAX) throw ValidationError.field('message', messagingTexts.textTooLong);
      return { ...empty, type: 'TEXT', text, formatting: linkSpans(text, deps.config.publicUrl), context };
    }
    case 'POSTREF': {
      if (!input.post) throw ValidationError.field('post', messagingTexts.postRequired);
      const post = await canSeePost(deps.db, { userId: sender.user_id, blogId: sender.id }, input.post.id);
      const blog = input.post.blog?.toLowerCase();
      if (!post || (blog && blog !== post.blog_name && blog !== post.blog_uuid))
        throw new NotFoundError(messages.postNotFound);
      return { ...empty, type: 'POSTREF', postId: post.id, context };
    }
    case 'STICKER': {
      const sticker = findSticker(input.sticker_id);
      if (!sticker) throw ValidationError.field('sticker_id', messagingTexts.stickerUnknown);
      return { ...empty, type: 'STICKER', stickerId: sticker.id, context };
    }
    case 'IMAGE': {
      if (input.post && file) throw ValidationError.field('post', gifTexts.imageOrGif);
      if (input.post) {
        const gif = await gifMessageImage(deps.db, sender, input.post);
        return { ...empty, type: 'IMAGE', image: gif.image, postId: gif.postId, context };
      }
      if (!file) throw ValidationError.field('data', messagingTexts.imageRequired);
      const limit = deps.config.messagingImageMaxBytes ?? MESSAGE_IMAGE_MAX_BYTES;
      const image = await storeMessageImage(deps, sender.user_id, file, limit);
      return { ...empty, type: 'IMAGE', image, context };
    }
  }
}
