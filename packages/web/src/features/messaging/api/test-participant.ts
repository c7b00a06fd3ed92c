import { DEFAULT_THEME, type Participant } from '@rookery/core';

/** A participant for unit tests: a blog that can receive messages, with the default theme. */
export function testParticipant(name: string, extra: Partial<Participant> = {}): Participant {
  return {
    uuid: `t:${name}`,
    name,
    url: `/${name}`,
    title: name,
    avatar_url: `/avatar/${name}/64`,
    theme: {
      background_color: DEFAULT_THEME.background_color,
      title_color: DEFAULT_THEME.title_color,
      link_color: DEFAULT_THEME.link_color,
      avatar_shape: 'circle',
      header_image: null,
      header_image_focused: null,
      show_header_image: true,
      show_description: true,
    },
    is_adult: false,
    can_pixelate_avatar: false,
    is_blog_following_you: false,
    is_following_blog: true,
    duration_blog_following_you: 0,
    duration_following_blog: 3600,
    seconds_since_last_activity: -1,
    blog_tags: [],
    description: '',
    can_receive_messages: true,
    cant_receive_reason: null,
    directory_safe_title: name,
    ...extra,
  };
}
