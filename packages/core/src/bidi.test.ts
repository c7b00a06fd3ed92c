import { describe, expect, it } from 'vitest';
import { stripBidiControls } from './bidi.js';
import { blogSettingsSchema } from './blog.js';
import { parseUpdatePayload } from './posts/payload-parse.js';

const RLO = '\u202E';
const ISOLATE = '\u2067';

describe('bidi controls', () => {
  it('are dropped, while right-to-left text and its marks stay', () => {
    expect(stripBidiControls(`photo${RLO}gpj.exe`)).toBe('photogpj.exe');
    expect(stripBidiControls(`a${ISOLATE}b\u2069`)).toBe('ab');
    expect(stripBidiControls('שלום \u200Fعالم')).toBe('שלום \u200Fعالم');
  });

  it('never reach a blog title', () => {
    const parsed = blogSettingsSchema.parse({ title: `  My ${RLO}golb  ` });
    expect(parsed.title).toBe('My golb');
  });

  it('never reach a post title or its tags', () => {
    const form = parseUpdatePayload({
      'post[type]': 'text',
      'post[one]': `Title ${RLO}txt.exe`,
      'post[two]': 'body',
      'post[tags]': `cats,${RLO}sgod, ${ISOLATE}`,
    });
    expect(form.title).toBe('Title txt.exe');
    expect(form.tags).toEqual(['cats', 'sgod']);
  });
});
