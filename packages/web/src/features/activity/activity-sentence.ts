import type { ActivityItem } from '@rookery/core';

/** Who did it (shown bold, a link when a blog) and what they did, as the activity menu says it. */
export function activitySentence(item: ActivityItem): { who: string; what: string } {
  const who = item.actor?.name ?? 'Anonymous';
  // A reply reaches the post's blog and the post's subscribers; only the first reads "your post".
  const whose =
    item.post && !item.post.url.startsWith(`/${item.blog_name}/`) ? 'a post you follow' : 'your post';
  switch (item.kind) {
    case 'like':
      return { who, what: `liked ${whose}` };
    case 'reblog':
      return { who, what: `reblogged ${whose}` };
    case 'follow':
      return { who, what: 'started following you' };
    case 'reply':
      return { who, what: `replied to ${whose}` };
    case 'ask':
      return { who, what: 'asked you a question' };
    case 'answer':
      return { who, what: 'answered your question' };
    case 'submission':
      return { who, what: 'sent you a submission' };
    case 'new_post':
      return { who, what: 'posted something new' };
    case 'mention':
      return { who, what: 'mentioned you' };
    case 'moderation':
      // No blog acted: the moderators decided, and the item's text says what.
      return { who: 'Moderators', what: 'reviewed your post' };
  }
}
