import {
  type PostContent as Content,
  EMBED_PERMISSIONS,
  EMBED_REFERRER_POLICY,
  embedFrame,
  type PostType,
} from '@rookery/core';
import type { LoggedPost } from '../video/video-log';
import { VideoSlot } from '../video/video-slot';
import { chatLines } from './chat-lines';
import { embedCodeAddress } from './embed-source';
import { LinkCard } from './link-card';
import styles from './post-card.module.css';
import { PostPhotos } from './post-photos';
import { RichText } from './rich-text';
import { TrackPlayer } from './track-player';

function Heading({ text }: { text: string }) {
  return text.trim() ? <h3 className={styles.title}>{text}</h3> : null;
}

/** A video or audio post's embed code, drawn as a player frame only when core's embedFrame takes it. */
function Embed({ code, title }: { code: string; title: string }) {
  const frame = embedFrame({ src: embedCodeAddress(code) });
  if (!frame?.src) return null;
  return (
    <iframe
      className={styles.embed}
      src={frame.src}
      title={title}
      loading="lazy"
      allow={EMBED_PERMISSIONS}
      referrerPolicy={EMBED_REFERRER_POLICY}
      sandbox={frame.sandbox}
    />
  );
}

/**
 * A post's own content, drawn by type. Plain fields render as text; the rich ones (core's
 * RICH_FIELDS) as sanitised HTML through RichText.
 */
export function PostContent({
  type,
  post,
  carousel = false,
  logged,
}: {
  type: PostType;
  post: Content;
  carousel?: boolean;
  /** The listed post a video's logs name; without it (a preview) its player logs nothing. */
  logged?: LoggedPost | undefined;
}) {
  switch (type) {
    case 'text':
      return (
        <>
          <Heading text={post.title} />
          <RichText html={post.body} />
        </>
      );
    case 'photo':
      return (
        <>
          <PostPhotos
            photos={post.photos}
            layout={post.layout}
            linkthrough={post.linkthrough}
            carousel={carousel}
          />
          <RichText html={post.caption} />
        </>
      );
    case 'quote':
      return (
        <figure className={styles.quoteFigure}>
          <blockquote className={styles.quote}>{post.quote}</blockquote>
          {post.source.trim() && (
            <figcaption className={styles.quoteSource}>
              <span aria-hidden="true">— </span>
              <RichText as="span" html={post.source} />
            </figcaption>
          )}
        </figure>
      );
    case 'link':
      return (
        <>
          <LinkCard post={post} />
          <RichText html={post.caption} />
        </>
      );
    case 'chat':
      return (
        <>
          <Heading text={post.title} />
          <ul className={styles.chat}>
            {chatLines(post.chat).map((line, i) => (
              // Lines have no identity beyond their place.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <li key={i} className={styles.chatLine}>
                {line.speaker && <strong className={styles.speaker}>{line.speaker}:</strong>} {line.text}
              </li>
            ))}
          </ul>
        </>
      );
    case 'audio':
      return (
        <>
          {post.media_url || !post.embed_code ? (
            <TrackPlayer post={post} />
          ) : (
            <Embed code={post.embed_code} title={post.track_title || 'Embedded audio'} />
          )}
          <RichText html={post.caption} />
        </>
      );
    case 'video':
      return (
        <>
          {post.media_url && post.video ? (
            <VideoSlot video={post.video} mediaUrl={post.media_url} post={logged ?? null} />
          ) : (
            <Embed code={post.embed_code} title="Embedded video" />
          )}
          <RichText html={post.caption} />
        </>
      );
    case 'answer':
      return (
        <>
          {post.ask.trim() && (
            <div className={styles.ask}>
              {post.asking_name && <p className={styles.asker}>{post.asking_name} asked:</p>}
              <p className={styles.askText}>{post.ask}</p>
            </div>
          )}
          <RichText html={post.answer} />
        </>
      );
  }
}
