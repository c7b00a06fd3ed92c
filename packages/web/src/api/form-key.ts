/**
 * The session's form key: every state-changing call carries it, and the server rotates it when the
 * session changes (login, register, logout, password reset), so it lives in one mutable place.
 */
let current = '';

export function getFormKey(): string {
  return current;
}

export function setFormKey(key: string): void {
  current = key;
}
