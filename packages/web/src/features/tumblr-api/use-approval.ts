import type { OAuthAuthorizationResponse, OAuthDecisionResponse } from '@rookery/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../api';

/** Which approval: OAuth 1.0a's (/oauth/authorize) or OAuth 2's (/oauth2/authorize). */
export type ApprovalKind = 'oauth' | 'oauth2';

/** The request's parameters as the app sent them, passed on to the server as they are. */
export type ApprovalParams = Record<string, string>;

export function useApprovalRequest(kind: ApprovalKind, params: ApprovalParams) {
  return useQuery({
    queryKey: ['oauth-approval', kind, params],
    queryFn: () => api.get<OAuthAuthorizationResponse>(`/svc/${kind}/authorize`, params),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useApprovalDecision(kind: ApprovalKind, params: ApprovalParams) {
  return useMutation({
    mutationFn: (allow: boolean) =>
      api.post<OAuthDecisionResponse>(`/svc/${kind}/authorize`, { ...params, allow }),
  });
}
