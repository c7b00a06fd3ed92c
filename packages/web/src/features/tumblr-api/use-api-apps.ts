import type {
  ApiAppResponse,
  ApiAppsResponse,
  ApiGrantsResponse,
  DoneResponse,
  RegisterApiAppInput,
} from '@rookery/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api';

const APPS_KEY = ['api-apps'] as const;
const GRANTS_KEY = ['api-grants'] as const;

/** The apps the account registered, with their keys. */
export function useApiApps() {
  return useQuery({ queryKey: APPS_KEY, queryFn: () => api.get<ApiAppsResponse>('/svc/api/apps') });
}

/** The apps the account let act for it. */
export function useApiGrants() {
  return useQuery({ queryKey: GRANTS_KEY, queryFn: () => api.get<ApiGrantsResponse>('/svc/api/grants') });
}

function useAppsMutation<I, T>(call: (input: I) => Promise<T>, key: readonly string[] = APPS_KEY) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: call, onSettled: () => queryClient.invalidateQueries({ queryKey: key }) });
}

export const useRegisterApp = () =>
  useAppsMutation((input: RegisterApiAppInput) => api.post<ApiAppResponse>('/svc/api/apps', input));

export const useResetAppSecret = () =>
  useAppsMutation((id: string) => api.post<ApiAppResponse>('/svc/api/apps/reset-secret', { id }));

export const useDeleteApp = () =>
  useAppsMutation((id: string) => api.post<DoneResponse>('/svc/api/apps/delete', { id }));

export const useRevokeGrant = () =>
  useAppsMutation((id: string) => api.post<DoneResponse>('/svc/api/grants/revoke', { id }), GRANTS_KEY);
