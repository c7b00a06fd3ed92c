import type { LoginInput, SignedInResponse } from '@rookery/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api';
import { resetForNewUser } from './session-cache';

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: LoginInput) => api.post<SignedInResponse>('/svc/account/login', input),
    onSuccess: ({ user }) => resetForNewUser(queryClient, user),
  });
}
