import {
  type BlogSettingsInput,
  DEFAULT_THEME,
  type GlobalThemeParams,
  type OwnBlogData,
} from '@rookery/core';

/** The theme as the settings form edits it; header images come from uploads, not this form. */
export type ThemeValues = Omit<GlobalThemeParams, 'header_image' | 'header_image_focused'>;

export interface BlogSettingsValues {
  title: string;
  description: string;
  theme: ThemeValues;
  asks: boolean;
  anonymous_asks: boolean;
  ask_page_title: string;
  submissions: boolean;
  can_receive_messages: boolean;
  messages_from_followed_only: boolean;
  /** Issue 19: the owner marks the blog adult. */
  is_adult: boolean;
  /** Issue 20: the site's house ads on the blog's pages. */
  blog_ads: boolean;
  /** Queue numbers as the inputs hold them (text); the core schema reads them as whole numbers. */
  posts_per_day: string;
  queue_start_hour: string;
  queue_end_hour: string;
}

export function settingsFromBlog(blog: OwnBlogData): BlogSettingsValues {
  const {
    header_image: _image,
    header_image_focused: _focused,
    ...theme
  } = {
    ...DEFAULT_THEME,
    ...blog.global_theme_params,
  };
  return {
    title: blog.title,
    description: blog.description,
    theme,
    asks: blog.asks,
    anonymous_asks: blog.anonymous_asks,
    ask_page_title: blog.ask_page_title,
    submissions: blog.submissions,
    can_receive_messages: blog.can_receive_messages,
    messages_from_followed_only: blog.messages_from_followed_only,
    is_adult: blog.is_adult,
    blog_ads: blog.blog_ads,
    posts_per_day: String(blog.posts_per_day),
    queue_start_hour: String(blog.queue_start_hour),
    queue_end_hour: String(blog.queue_end_hour),
  };
}

/** Colours are the same whatever their letter case ("#FAFAFA" is "#fafafa"). */
function same(a: unknown, b: unknown): boolean {
  return typeof a === 'string' && typeof b === 'string' ? a.toLowerCase() === b.toLowerCase() : a === b;
}

/** Only what changed, so a save never overwrites a setting changed elsewhere in the meantime. */
export function changedSettings(initial: BlogSettingsValues, current: BlogSettingsValues): BlogSettingsInput {
  const changes: Record<string, unknown> = {};
  for (const key of Object.keys(current) as (keyof BlogSettingsValues)[]) {
    if (key === 'theme') continue;
    if (!same(initial[key], current[key])) changes[key] = current[key];
  }
  const theme: Record<string, unknown> = {};
  for (const key of Object.keys(current.theme) as (keyof ThemeValues)[]) {
    if (!same(initial.theme[key], current.theme[key])) theme[key] = current.theme[key];
  }
  if (Object.keys(theme).length > 0) changes.global_theme_params = theme;
  // The queue window travels whole, so the core schema checks its start against its end here too.
  if ('queue_start_hour' in changes || 'queue_end_hour' in changes) {
    changes.queue_start_hour = current.queue_start_hour;
    changes.queue_end_hour = current.queue_end_hour;
  }
  return changes as BlogSettingsInput;
}
