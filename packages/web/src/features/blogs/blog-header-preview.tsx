import { findTitleFont } from '@rookery/core';
import { Avatar } from '../../ui/avatar/avatar';
import { RichText } from '../posts/rich-text';
import styles from './blog-header-preview.module.css';
import type { BlogSettingsValues } from './settings-values';

interface BlogHeaderPreviewProps {
  name: string;
  values: BlogSettingsValues;
  headerImage: string | null;
}

/** The blog's header as visitors will see it, in its own theme, redrawn as the settings change. */
export function BlogHeaderPreview({ name, values, headerImage }: BlogHeaderPreviewProps) {
  const { theme } = values;
  const font = findTitleFont(theme.title_font)?.cssFamily;
  const showImage = theme.show_header_image && headerImage;

  return (
    <figure className={styles.preview} style={{ background: theme.background_color }} data-theme-preview="">
      {showImage && (
        <img
          className={`${styles.headerImage} ${theme.header_stretch ? styles.stretch : styles.contain}`}
          src={headerImage}
          alt=""
        />
      )}
      <div className={`${styles.body} ${showImage ? styles.overlap : ''}`}>
        {theme.show_avatar && (
          <span className={styles.avatar} style={{ borderColor: theme.background_color }}>
            <Avatar blogName={name} size={96} shape={theme.avatar_shape} alt="" />
          </span>
        )}
        {theme.show_title && (
          <p
            className={styles.title}
            style={{
              color: theme.title_color,
              fontFamily: font,
              fontWeight: theme.title_font_weight === 'bold' ? 700 : 400,
            }}
          >
            {values.title || name}
          </p>
        )}
        {theme.show_description && values.description && (
          <div style={{ color: theme.title_color }}>
            <RichText html={values.description} className={styles.description} />
          </div>
        )}
        <p className={styles.links} style={{ color: theme.link_color }}>
          <span>Archive</span>
          {values.asks && <span>{values.ask_page_title || 'Ask me anything'}</span>}
          {values.submissions && <span>Submit a post</span>}
        </p>
      </div>
      <figcaption className="visually-hidden">Preview of the header of {name}</figcaption>
    </figure>
  );
}
