import type { Bootstrap, CurrentUser, FormBuilderData } from '@rookery/core';
import { describe, expect, it } from 'vitest';
import { sessionWithBuilderData, withBuilderData } from './builder-user';

const user = {
  name: 'ada',
  is_sounds_enabled: true,
  default_editor_type: 'rich',
  language: 'en_US',
} as CurrentUser;

const data: FormBuilderData = {
  channels: [],
  limits: {
    photos_per_post: 10,
    photo_caption_length: 200,
    tweet_length: 280,
    tweet_url_length: 29,
    tags_per_post: 30,
  },
  dashboard_settings: { is_sounds_enabled: false, default_editor_type: 'markdown' },
  default_editor_type: 'markdown',
  language: 'de_DE',
};

describe('§3 composer data merged onto the user', () => {
  it('merges limits, dashboard settings, language and default editor', () => {
    expect(withBuilderData(user, data)).toMatchObject({
      name: 'ada',
      is_sounds_enabled: false,
      default_editor_type: 'markdown',
      language: 'de_DE',
      limits: data.limits,
    });
  });

  it('leaves a session without a user as it is', () => {
    const session = { user: null } as Bootstrap;
    expect(sessionWithBuilderData(session, data)).toBe(session);
    expect(sessionWithBuilderData(undefined, data)).toBeUndefined();
  });
});
