import type { PostContent as Content, PostType } from '@rookery/core';
import { chatLines } from './chat-lines';
import { embedSource } from './embed-source';
import styles from './post-card.module.css';
import { PostPhotos } from './post-photos';
import { RichText } from './rich-text';
import { safeHref } from './safe-href';

/** A rich field (core's RICH_FIELDS): HTML from the server, cleaned once more on the way in. */
function Prose({ text }: { text: string }) {
  return <RichText html={text} />;
}

function Heading({ text }: { text: string }) {
  return text.trim() ? <h3 className={styles.title}>{text}</h3> : null;
}

/** A link post's card; an address that is no web address is shown but not followed. */
function LinkCard({ url, title }: { url: string; title: string }) {
  const href = safeHref(url);
  const inner = (
    <>
      <span className={styles.linkTitle}>{title.trim() || url}</span>
      <span className={styles.linkHost}>{hostOf(url)}</span>
    </>
  );
  return href ? (
    <a className={styles.linkCard} href={href} rel="noopener noreferrer nofollow ugc" target="_blank">
      {inner}
    </a>
  ) : (
    <div className={styles.linkCard}>{inner}</div>
  );
}

function Embed({ code }: { code: string }) {
  const src = embedSource(code, globalThis.location?.origin);
  if (!src) return null;
  return (
    <iframe
      className={styles.embed}
      src={src}
      title="Embedded video"
      loading="lazy"
      sandbox="allow-scripts allow-same-origin allow-presentation allow-popups"
      allow="fullscreen; picture-in-picture"
    />
  );
}

/** A post's own content, each type drawn simply (the reading issue builds the real blog pages). */
export function PostContent({ type, post }: { type: PostType; post: Content }) {
  switch (type) {
    case 'text':
      return (
        <>
          <Heading text={post.title} />
          <Prose text={post.body} />
        </>
      );
    case 'photo':
      return (
        <>
          <PostPhotos photos={post.photos} layout={post.layout} linkthrough={post.linkthrough} />
          <Prose text={post.caption} />
        </>
      );
    case 'quote':
      return (
        <figure className={styles.quoteFigure}>
          <blockquote className={styles.quote}>{post.quote}</blockquote>
          {post.source.trim() && (
            <figcaption className={styles.source}>
              — <RichText as="span" html={post.source} />
            </figcaption>
          )}
        </figure>
      );
    case 'link':
      return (
        <>
          <LinkCard url={post.url} title={post.title} />
          <Prose text={post.caption} />
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
              <li key={i}>
                {line.speaker && <strong>{line.speaker}: </strong>}
                {line.text}
              </li>
            ))}
          </ul>
        </>
      );
    case 'audio':
      return (
        <>
          <div className={styles.track}>
            {/* biome-ignore lint/a11y/useMediaCaption: people's music has no captions to offer */}
            <audio className={styles.player} controls preload="none" src={post.media_url || post.url} />
            {(post.track_title || post.track_artist || post.track_album) && (
              <p className={styles.trackInfo}>
                <strong>{post.track_title}</strong>
                {post.track_artist && <span> · {post.track_artist}</span>}
                {post.track_album && <span> · {post.track_album}</span>}
              </p>
            )}
          </div>
          <Prose text={post.caption} />
        </>
      );
    case 'video':
      return (
        <>
          {post.media_url ? (
            // biome-ignore lint/a11y/useMediaCaption: uploaded videos come without caption tracks
            <video className={styles.video} controls preload="metadata" src={post.media_url} />
          ) : (
            <Embed code={post.embed_code} />
          )}
          <Prose text={post.caption} />
        </>
      );
    case 'answer':
      return (
        <>
          <p className={styles.ask}>{post.ask}</p>
          <Prose text={post.answer} />
        </>
      );
  }
}

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}
