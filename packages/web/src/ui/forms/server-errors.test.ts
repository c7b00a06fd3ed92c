import { messages } from '@rookery/core';
import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '../../api';
import { placeServerErrors } from './server-errors';

const item = (detail: string, field?: string) => ({ code: 1000, title: 'Bad', detail, field });

describe('placeServerErrors', () => {
  it('puts a wrong current password under the current-password field and nowhere else', () => {
    const error = new ApiError(400, [item(messages.currentPasswordWrong, 'current_password')]);
    expect(placeServerErrors(error, ['current_password', 'password'])).toEqual({
      byField: { current_password: messages.currentPasswordWrong },
      unplaced: null,
    });
  });

  it('shows a message about a field the form lacks once for the form', () => {
    const error = new ApiError(400, [item(messages.tokenInvalid, 'token'), item('Too short.', 'password')]);
    expect(placeServerErrors(error, ['password'])).toEqual({
      byField: { password: 'Too short.' },
      unplaced: messages.tokenInvalid,
    });
  });

  it('keeps the first message of a field', () => {
    const error = new ApiError(400, [item('First.', 'email'), item('Second.', 'email')]);
    expect(placeServerErrors(error, ['email']).byField).toEqual({ email: 'First.' });
  });

  it('shows failures that are not about fields for the form', () => {
    expect(placeServerErrors(new NetworkError(new Error('offline')), ['email'])).toEqual({
      byField: {},
      unplaced: messages.technicalTrouble,
    });
    expect(placeServerErrors(new ApiError(500, []), ['email']).unplaced).toBe(messages.technicalTrouble);
  });

  it('places nothing before a call failed', () => {
    expect(placeServerErrors(null, ['email'])).toEqual({ byField: {}, unplaced: null });
  });
});
