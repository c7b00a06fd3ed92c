import type { BlogData } from '@rookery/core';
import { Link } from 'react-router';
import { Avatar } from '../../ui/avatar/avatar';
import { useCurrentUser } from '../accounts/use-session';
import { FollowButton } from '../follow/follow-button';
import { useSafeMode } from '../safety/use-safe-mode';
import { BlogDescription } from './blog-description';
import styles from './blog-header.module.css';
import { blogPath, blogSubpath } from './blog-paths';

interface BlogHeaderProps {
  blog: BlogData;
  /** The page's own heading on a blog page; a section heading inside the blog view panel. */
  headingLevel?: 'h1' | 'h2';
  /** The panel's narrower header: a shorter image and a smaller avatar. */
  compact?: boolean;
  headingId?: string;
}

/**
 * A blog's header as its theme says (global_theme_params): the header image stretched across or
 * shown whole (focused), the avatar in its shape, the title in its font, weight and colour, the
 * description — each only when its show_* switch is on — and follow or, for its owner, a way to
 * change all this.
 */
export function BlogHeader({
  blog,
  headingLevel: Heading = 'h1',
  compact = false,
  headingId,
}: BlogHeaderProps) {
  const theme = blog.global_theme_params;
  const user = useCurrentUser();
  const own = !!user?.channels.some((c) => c.name === blog.name);
  const safeMode = useSafeMode();
  const image = theme.header_stretch
    ? theme.header_image
    : (theme.header_image_focused ?? theme.header_image);
  const showImage = theme.show_header_image && !!image;
  const title = blog.title || blog.name;

  return (
    <header className={`${styles.header} ${compact ? styles.compact : ''}`} data-blog-header="">
      {showImage && (
        <div className={`${styles.image} ${theme.header_stretch ? styles.stretched : styles.focused}`}>
          {/* The page's header image is usually its largest paint: fetched first, not with the avatars. */}
          <img src={image} alt="" fetchPriority={compact ? undefined : 'high'} />
        </div>
      )}
      <div className={`${styles.body} ${showImage ? styles.underImage : ''}`}>
        {theme.show_avatar && (
          <Link to={blogPath(blog.name)} className={styles.avatar} data-blog-avatar={theme.avatar_shape}>
            <Avatar
              blogName={blog.name}
              size={compact ? 64 : 96}
              shape={theme.avatar_shape}
              alt={`${blog.name}'s avatar`}
              pixelate={safeMode.on && blog.is_adult && !own}
            />
          </Link>
        )}
        <Heading
          id={headingId}
          className={theme.show_title ? styles.title : 'visually-hidden'}
          data-blog-title=""
        >
          <Link to={blogPath(blog.name)}>{title}</Link>
        </Heading>
        {theme.show_title && blog.title && blog.title !== blog.name && (
          <p className={styles.name}>{blog.name}</p>
        )}
        {theme.show_description && (
          <BlogDescription html={blog.description} blogUrl={blog.url} className={styles.description} />
        )}
        <div className={styles.actions}>
          <FollowButton blog={blog} />
          {own && (
            <Link to={`/settings/blog/${encodeURIComponent(blog.name)}`} className={styles.edit}>
              Edit appearance
            </Link>
          )}
          {!own && blog.asks && (
            <Link to={blogSubpath(blog.name, 'ask')} className={styles.edit}>
              {blog.ask_page_title || 'Ask me anything'}
            </Link>
          )}
          {!own && blog.submissions && (
            <Link to={blogSubpath(blog.name, 'submit')} className={styles.edit}>
              Submit a post
            </Link>
          )}
        </div>
      </div>
    </header>
  );
}
