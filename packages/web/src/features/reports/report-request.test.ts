import { describe, expect, it } from 'vitest';
import { mayReportSender } from './report-request';

describe('mayReportSender (spec document 2 §5)', () => {
  it('offers Block and Report only for an identified sender without a colon that is not one’s own', () => {
    expect(mayReportSender('pest', ['me'])).toBe(true);
    expect(mayReportSender(null, ['me'])).toBe(false);
    expect(mayReportSender('', ['me'])).toBe(false);
    expect(mayReportSender('tumblr:pest', ['me'])).toBe(false);
    expect(mayReportSender('me', ['me', 'me-too'])).toBe(false);
  });
});
