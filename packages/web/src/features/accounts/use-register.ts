import type { RegisterInput, SignedInResponse } from '@rookery/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api';
import { resetForNewUser } from './session-cache';

export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RegisterInput) => api.post<SignedInResponse>('/svc/account/register', input),
    onSuccess: ({ user }) => resetForNewUser(queryClient, user),
  });
}
