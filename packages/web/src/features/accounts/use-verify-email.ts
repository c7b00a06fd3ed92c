import type { DoneResponse, VerifyResponse } from '@rookery/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api';
import { setSessionUser } from './session-cache';

export function useVerifyEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => api.post<VerifyResponse>('/svc/account/verify', { token }),
    // The answer carries a user only when the link was opened while signed in.
    onSuccess: ({ user }) => {
      if (user) setSessionUser(queryClient, user);
    },
  });
}

export function useResendVerification() {
  return useMutation({ mutationFn: () => api.post<DoneResponse>('/svc/account/verify/resend') });
}
