import { messages } from '@rookery/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api';
import type { MessageResponse, SignedInResponse } from './account-responses';
import { resetForNewUser } from './session-cache';

export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: async (email: string) => {
      const answer = await api.post<MessageResponse | null>('/svc/account/password_reset', { email });
      return answer?.message || messages.resetSent;
    },
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
