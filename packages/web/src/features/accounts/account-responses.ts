import type { CurrentUser } from '@rookery/core';

/** Answers of the account calls (their shapes are part of the server contract). */
export interface UserResponse {
  user: CurrentUser;
}

export interface SignedInResponse {
  user: CurrentUser;
  form_key: string;
}

export interface VerifyResponse {
  user: CurrentUser | null;
}

export interface MessageResponse {
  message?: string;
}
