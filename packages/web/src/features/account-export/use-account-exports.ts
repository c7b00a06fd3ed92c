import type { AccountExportsResponse } from '@rookery/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api';

const EXPORTS_KEY = ['account-exports'] as const;
/** While an export is being made, the list is read again this often, so it turns ready on its own. */
const PENDING_POLL_MS = 5000;

export function useAccountExports() {
  return useQuery({
    queryKey: EXPORTS_KEY,
    queryFn: () => api.get<AccountExportsResponse>('/svc/account/export'),
    refetchInterval: (query) =>
      query.state.data?.exports.some((e) => e.status === 'pending') ? PENDING_POLL_MS : false,
  });
}

export function useRequestExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<AccountExportsResponse>('/svc/account/export'),
    onSuccess: (answer) => queryClient.setQueryData(EXPORTS_KEY, answer),
  });
}
