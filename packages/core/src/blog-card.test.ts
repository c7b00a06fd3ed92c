import { describe, expect, it } from 'vitest';
import { mentionedNames, popoverFetchPlan, relationshipLabel } from './blog-card.js';
import { DEFAULT_THEME } from './theme.js';

const now = Date.parse('2025-06-01T12:00:00Z');
const ago = (ms: number) => new Date(now - ms).toISOString();
const DAY = 86_400_000;

describe('relationshipLabel', () => {
  it('says mutuals since the later follow, following since the viewer’s, followed you since theirs', () => {
    expect(relationshipLabel({ following_since: ago(400 * DAY), followed_you_at: ago(3 * DAY) }, now)).toBe(
      'Mutuals for 3 days',
    );
    expect(relationshipLabel({ following_since: ago(2 * DAY), followed_you_at: ago(800 * DAY) }, now)).toBe(
      'Mutuals for 2 days',
    );
    expect(relationshipLabel({ following_since: ago(65 * DAY), followed_you_at: null }, now)).toBe(
      'Following for 2 months',
    );
    expect(relationshipLabel({ following_since: null, followed_you_at: ago(3_600_000) }, now)).toBe(
      'Followed you 1 hour ago',
    );
    expect(relationshipLabel({ following_since: null, followed_you_at: ago(5_000) }, now)).toBe(
      'Followed you a moment ago',
    );
    expect(relationshipLabel({ following_since: null, followed_you_at: null }, now)).toBe(
      'Not following each other',
    );
  });
});

describe('popoverFetchPlan (spec document 1 §5, §7)', () => {
  const known = { avatar_url: '/avatar/ben/128', global_theme_params: DEFAULT_THEME };
  it('fetches nothing while highlighted posts are cached, unless forced', () => {
    const post = { id: '1', type: 'text' as const, post_url: '/ben/post/1', image_url: null, summary: 'x' };
    expect(popoverFetchPlan({ ...known, highlighted_posts: [post] })).toBe('none');
    expect(popoverFetchPlan({ ...known, highlighted_posts: [post] }, true)).toBe('highlighted');
  });
  it('fetches only the highlighted posts when avatar and theme are known, else the popover', () => {
    expect(popoverFetchPlan({ ...known, highlighted_posts: [] })).toBe('highlighted');
    expect(popoverFetchPlan({ avatar_url: '/a' })).toBe('popover');
    expect(popoverFetchPlan(undefined)).toBe('popover');
  });
});

describe('mentionedNames', () => {
  it('finds @names by blog-name rules, once each, lower-cased', () => {
    expect(mentionedNames('Hi @Ben-two and @cat, again @ben-two. mail@example.com @a @-x @ab @abc')).toEqual([
      'ben-two',
      'cat',
      'abc',
    ]);
  });
});
