import { describe, expect, it } from 'vitest';
import { askMessages } from './messages.js';
import {
  ASK_QUESTION_MAX_LENGTH,
  ASKS_PER_HOUR,
  askCounter,
  askQuestionProblem,
  askQuestionSendable,
  cleanQuestion,
  questionHasLink,
} from './rules.js';
import { SUBMISSIONS_PER_HOUR } from './submissions.js';

describe('cleanQuestion', () => {
  it('removes newlines (a run becomes one space) and trims', () => {
    expect(cleanQuestion('  what\nis\r\n\r\nlove?\n ')).toBe('what is love?');
    expect(cleanQuestion('\n\n')).toBe('');
  });
});

describe('askQuestionProblem', () => {
  it('needs a question', () => {
    expect(askQuestionProblem('')).toBe(askMessages.askQuestionEmpty);
    expect(askQuestionProblem(cleanQuestion('   \n  '))).toBe('You need to enter a question!');
  });

  it('allows 500 characters, not 501', () => {
    expect(askQuestionProblem('a'.repeat(ASK_QUESTION_MAX_LENGTH))).toBeNull();
    expect(askQuestionProblem('a'.repeat(ASK_QUESTION_MAX_LENGTH + 1))).toBe(askMessages.askQuestionTooLong);
  });

  it('refuses links with the spec message', () => {
    expect(askQuestionProblem('see example.com')).toBe("Sorry, but please don't include links in questions.");
    expect(askQuestionProblem('What is your favourite colour?')).toBeNull();
  });
});

describe('questionHasLink', () => {
  it.each([
    'look at http://x',
    'HTTPS://secure.example',
    'go to www.somewhere',
    'my blog is cats.net',
    'Visit Example.COM today',
    'try foo-bar.io',
    'this site.org/path',
    'rookery.local/ada is me',
  ])('finds a link in %j', (question) => {
    expect(questionHasLink(question, ['rookery.local'])).toBe(true);
  });

  it.each([
    'What is your favourite colour?',
    'I was tired.So I slept',
    'node.js or deno?',
    'e.g. this, i.e. that',
    'the price is 3.50 dollars',
    'companies.company',
    'the comedy.compact disc',
    'wwwhat',
  ])('finds no link in %j', (question) => {
    expect(questionHasLink(question, ['rookery.local'])).toBe(false);
  });

  it("counts the site's own host even with an unlisted suffix", () => {
    expect(questionHasLink('see rookery.local', [])).toBe(false);
    expect(questionHasLink('see rookery.local', ['rookery.local'])).toBe(true);
  });
});

describe('askQuestionSendable', () => {
  it('is 1 to 500 characters once trimmed', () => {
    expect(askQuestionSendable('')).toBe(false);
    expect(askQuestionSendable('   ')).toBe(false);
    expect(askQuestionSendable(' a ')).toBe(true);
    expect(askQuestionSendable(`  ${'a'.repeat(500)}  `)).toBe(true);
    expect(askQuestionSendable('a'.repeat(501))).toBe(false);
  });
});

describe('askCounter', () => {
  const left = (n: number) => askCounter('a'.repeat(ASK_QUESTION_MAX_LENGTH - n));

  it('shows only at 100 left or fewer', () => {
    expect(left(101)).toBeNull();
    expect(left(100)).toEqual({ remaining: 100, level: 'ok' });
  });

  it('is ok above 40, warning from 21 to 40, danger at 20 or fewer', () => {
    expect(left(41)?.level).toBe('ok');
    expect(left(40)?.level).toBe('warning');
    expect(left(21)?.level).toBe('warning');
    expect(left(20)?.level).toBe('danger');
    expect(left(0)?.level).toBe('danger');
    expect(left(-3)).toEqual({ remaining: -3, level: 'danger' });
  });
});

describe('rate limit messages', () => {
  it('name the limits the server enforces', () => {
    expect(askMessages.askRateLimited).toContain(`${ASKS_PER_HOUR} questions an hour`);
    expect(askMessages.submissionRateLimited).toContain(`${SUBMISSIONS_PER_HOUR} posts an hour`);
  });
});
