import type { InsightBucket, InsightResponse } from '@rookery/core';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../api';

export interface InsightRange {
  from: string;
  to: string;
  bucket: InsightBucket;
}

/** GET /svc/admin/insight for a range; the dates are whole UTC days, `to` taken whole. */
export function useInsight({ from, to, bucket }: InsightRange) {
  return useQuery({
    queryKey: ['insight', from, to, bucket],
    queryFn: ({ signal }) => {
      const end = new Date(`${to}T00:00:00Z`);
      end.setUTCDate(end.getUTCDate() + 1);
      return api.get<InsightResponse>(
        '/svc/admin/insight',
        { from: `${from}T00:00:00Z`, to: end.toISOString(), bucket },
        signal,
      );
    },
    retry: false,
  });
}
