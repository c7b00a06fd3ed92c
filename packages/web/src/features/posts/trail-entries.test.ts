import type { TrailItem } from '@rookery/core';
import { describe, expect, it } from 'vitest';
import { trailSteps } from './trail-entries';

const item = (blog_name: string, content: string, is_root = false): TrailItem => ({
  blog_name,
  post_id: `${blog_name}-post`,
  content,
  is_root,
});

const reblog = (trail: TrailItem[], body: string, root: string | null = 'ada') => ({
  id: '9',
  type: 'text' as const,
  blog_name: 'wren',
  reblogged_root_name: root,
  trail,
  body,
});

describe('trailSteps', () => {
  it('lists the root first, each reblogger in order, then the own comment', () => {
    const steps = trailSteps(
      reblog([item('ada', '<p>first</p>', true), item('grace', '<p>second</p>')], '<p>mine</p>'),
    );
    expect(steps.map((s) => [s.blog_name, s.content, s.root])).toEqual([
      ['ada', '<p>first</p>', true],
      ['grace', '<p>second</p>', false],
      ['wren', '<p>mine</p>', false],
    ]);
  });

  it('leaves out an own comment that says nothing', () => {
    expect(trailSteps(reblog([item('ada', 'hi', true)], '  ')).map((s) => s.blog_name)).toEqual(['ada']);
  });

  it('still credits the root when the tree was removed', () => {
    const steps = trailSteps(reblog([], '<p>mine</p>', 'ada'));
    expect(steps.map((s) => [s.blog_name, s.root])).toEqual([
      ['ada', true],
      ['wren', false],
    ]);
  });
});
