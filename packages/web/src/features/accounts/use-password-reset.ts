import type { MessageResponse, SignedInResponse } from '@rookery/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api';
import { resetForNewUser } from './session-cache';

/** Resolves to the server's message, which is the same whether or not the address has an account. */
export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: async (email: string) =>
      (await api.post<MessageResponse>('/svc/account/password_reset', { email })).message,
  });
}

export function useConfirmPasswordReset() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { token: string; password: string }) =>
      api.post<SignedInResponse>('/svc/account/password_reset/confirm', input),
    onSuccess: ({ user }) => resetForNewUser(queryClient, user),
  });
}
