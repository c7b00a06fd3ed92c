import type { AccountSessionsResponse, DoneResponse } from '@rookery/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api';

const SESSIONS_KEY = ['account-sessions'] as const;

export function useAccountSessions() {
  return useQuery({
    queryKey: SESSIONS_KEY,
    queryFn: () => api.get<AccountSessionsResponse>('/svc/account/sessions'),
  });
}

export function useRevokeSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post<DoneResponse>('/svc/account/sessions/revoke', { id }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: SESSIONS_KEY }),
  });
}
