import type { AdCampaignInput, AdCampaignResponse, AdFiguresResponse, AdminAdsResponse } from '@rookery/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api';
import { request } from '../../../api/client';

/** Under the moderators' area's key: a change there reads these anew too (admin/use-admin.ts). */
const ADS = ['admin', 'ads'] as const;

/** GET /svc/admin/ads: the campaigns, and whether the site serves ads at all. */
export function useCampaigns() {
  return useQuery({
    queryKey: [...ADS, 'campaigns'],
    queryFn: () => api.get<AdminAdsResponse>('/svc/admin/ads'),
    retry: false,
  });
}

/** A range of ISO times; without `from`, since the first event, without `to`, up to now. */
export interface FiguresRange {
  from?: string;
  to?: string;
}

/** GET /svc/admin/ads/figures: each campaign's served, viewable and clicks over the range. */
export function useAdFigures(range: FiguresRange) {
  return useQuery({
    queryKey: [...ADS, 'figures', range.from ?? null, range.to ?? null],
    queryFn: ({ signal }) => api.get<AdFiguresResponse>('/svc/admin/ads/figures', { ...range }, signal),
    retry: false,
  });
}

/** Creates a campaign, or changes one (`id`); the list and figures are read again either way. */
export function useSaveCampaign(id: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AdCampaignInput) =>
      api.post<AdCampaignResponse>(id ? `/svc/admin/ads/${id}` : '/svc/admin/ads', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADS }),
  });
}

export function useDeleteCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => request('DELETE', `/svc/admin/ads/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADS }),
  });
}
