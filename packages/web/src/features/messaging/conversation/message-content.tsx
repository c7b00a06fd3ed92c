import {
  type ImageSize,
  type Message,
  type MessageImage,
  type MessagePostRef,
  postMessageText,
  THUMBNAIL_WIDTH,
} from '@rookery/core';
import { Link } from 'react-router';
import styles from './message-list.module.css';
import { textSegments } from './text-segments';

/** The smallest size at least `width` wide, else the largest there is. */
export function pickSize(image: MessageImage, width: number): ImageSize {
  const sizes = [image.original_size, ...image.alt_sizes].sort((a, b) => a.width - b.width);
  return sizes.find((s) => s.width >= width) ?? sizes[sizes.length - 1] ?? image.original_size;
}

/** Scaled to at most `width` wide, keeping the ratio (spec §9 thumbnail widths). */
function fit(size: { width: number; height: number }, width: number) {
  const w = Math.min(width, size.width || width);
  const h = size.width ? Math.round((size.height * w) / size.width) : w;
  return { width: w, height: h };
}

export function MessageText({ content }: { content: NonNullable<Message['content']> }) {
  return (
    <p className={styles.text}>
      {textSegments(content.text, content.formatting).map((segment, i) => {
        const key = `${i}:${segment.text.length}`;
        if (!segment.link) return <span key={key}>{segment.text}</span>;
        return segment.link.internal ? (
          <Link key={key} to={segment.link.href}>
            {segment.text}
          </Link>
        ) : (
          <a key={key} href={segment.link.href} target="_blank" rel="noopener noreferrer">
            {segment.text}
          </a>
        );
      })}
    </p>
  );
}

/** A post sent in a message (spec §8 post-message texts): what it is, its thumbnail and summary. */
export function PostMessage({ post }: { post: MessagePostRef | null }) {
  const words = postMessageText(post);
  if (!post || post.state === 'disabled') return <p className={`${styles.text} ${styles.gone}`}>{words}</p>;
  const thumb =
    post.thumbnail_url && !post.is_nsfw && post.thumbnail_width > 0
      ? {
          url: post.thumbnail_url,
          ...fit({ width: post.thumbnail_width, height: post.thumbnail_height }, THUMBNAIL_WIDTH.post),
        }
      : null;
  const path = new URL(post.post_url, window.location.origin);
  const href = path.origin === window.location.origin ? path.pathname : post.post_url;
  return (
    <Link to={href} className={styles.post}>
      <span className={styles.postWords}>{words}</span>
      {thumb && (
        <img className={styles.postThumb} src={thumb.url} width={thumb.width} height={thumb.height} alt="" />
      )}
      {post.summary && <span className={styles.postSummary}>{post.summary}</span>}
      <span className={styles.postBlog}>{post.blog_name || post.blog.name}</span>
    </Link>
  );
}

interface ImageMessageProps {
  image: MessageImage;
  blurred: boolean;
  senderName: string;
  onReveal: () => void;
}

/**
 * An image message (spec §4 Images): blurred while the conversation blurs images and the viewer's
 * blog does not follow the sender; a click shows it (and tells the server, onReveal).
 */
export function ImageMessage({ image, blurred, senderName, onReveal }: ImageMessageProps) {
  const size = pickSize(image, THUMBNAIL_WIDTH.image);
  const box = fit(size, THUMBNAIL_WIDTH.image);
  const img = (
    <img
      className={`${styles.image} ${blurred ? styles.blurred : ''}`}
      src={size.url}
      width={box.width}
      height={box.height}
      alt={`Sent by ${senderName}`}
    />
  );
  if (!blurred) {
    return (
      <a
        href={image.original_size.url}
        target="_blank"
        rel="noopener noreferrer"
        className={styles.imageLink}
      >
        {img}
      </a>
    );
  }
  return (
    <button type="button" className={styles.imageReveal} onClick={onReveal}>
      {img}
      <span className={styles.revealLabel}>Show image</span>
    </button>
  );
}

/**
 * Under a GIF sent from GIF search (issue 17): the blog it came from, linked to its post, as the
 * editor credits one; nothing when the post is no longer there to visit.
 */
export function GifCredit({ post }: { post: NonNullable<Message['post']> }) {
  if (post.state === 'disabled') return null;
  return (
    <a className={styles.gifCredit} href={post.post_url} target="_blank" rel="noopener noreferrer">
      GIF by {post.blog_name}
    </a>
  );
}

export function StickerMessage({ sticker }: { sticker: NonNullable<Message['sticker']> }) {
  // Stickers draw at about half the spec's thumbnail width: the window is 320 px wide.
  const box = fit(sticker, THUMBNAIL_WIDTH.sticker / 2);
  return (
    <img
      className={styles.sticker}
      src={sticker.url}
      width={box.width}
      height={box.height}
      alt={`Sticker: ${sticker.id}`}
    />
  );
}
