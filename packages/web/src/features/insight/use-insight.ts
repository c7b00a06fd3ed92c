import type { InsightBucket, InsightResponse } from '@rookery/core';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../api';

export interface InsightRange {
  from: string;
  to: string;
  bucket: InsightBucket;
}

/** The range's days as times: whole UTC days, `to` taken whole. */
export function rangeTimes({ from, to }: Pick<InsightRange, 'from' | 'to'>) {
  const end = new Date(`${to}T00:00:00Z`);
  end.setUTCDate(end.getUTCDate() + 1);
  return { from: `${from}T00:00:00Z`, to: end.toISOString() };
}

/** GET /svc/admin/insight for a range. */
export function useInsight({ from, to, bucket }: InsightRange) {
  return useQuery({
    queryKey: ['insight', from, to, bucket],
    queryFn: ({ signal }) =>
      api.get<InsightResponse>('/svc/admin/insight', { ...rangeTimes({ from, to }), bucket }, signal),
    retry: false,
  });
}
