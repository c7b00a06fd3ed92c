import type { AccountSettingsInput, DoneResponse, UserResponse } from '@rookery/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api';
import { setSessionUser } from './session-cache';

export function useSaveAccountSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AccountSettingsInput) => api.post<UserResponse>('/svc/account/settings', input),
    onSuccess: ({ user }) => setSessionUser(queryClient, user),
  });
}

export function useChangePassword() {
  return useMutation({
    mutationFn: (input: { current_password: string; password: string }) =>
      api.post<DoneResponse>('/svc/account/password', input),
  });
}
