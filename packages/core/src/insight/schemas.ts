import { z } from 'zod';

export const INSIGHT_BUCKETS = ['minute', 'hour', 'day'] as const;
export type InsightBucket = (typeof INSIGHT_BUCKETS)[number];
/**
 * Ours: the longest range one request reads, by bucket (a chart of more points than a screen is
 * wide tells nothing more: a year by day, a month by hour, two days by minute), and the default
 * range (the last 30 days).
 */
export const INSIGHT_MAX_DAYS: Record<InsightBucket, number> = { minute: 2, hour: 31, day: 366 };
export const INSIGHT_DEFAULT_DAYS = 30;
/** The site's own counts, kept beside the events (source 'site'). */
export const SITE_COUNTS = ['post', 'reblog', 'like', 'message'] as const;
export type SiteCount = (typeof SITE_COUNTS)[number];

export const insightTexts = {
  badRange: 'Pick a range whose start is before its end.',
  tooLong: (bucket: InsightBucket) => `Pick at most ${INSIGHT_MAX_DAYS[bucket]} days to chart by ${bucket}.`,
} as const;

/** GET /svc/admin/insight: a range (ISO dates or times) and the charts' bucket. */
export const insightQuerySchema = z
  .object({
    from: z.coerce.date(insightTexts.badRange).optional(),
    to: z.coerce.date(insightTexts.badRange).optional(),
    bucket: z.enum(INSIGHT_BUCKETS).default('day'),
  })
  .transform(({ from, to, bucket }) => {
    const end = to ?? new Date();
    return { from: from ?? new Date(end.getTime() - INSIGHT_DEFAULT_DAYS * 86_400_000), to: end, bucket };
  })
  .refine((q) => q.from < q.to, { message: insightTexts.badRange, path: ['from'] })
  .superRefine((q, ctx) => {
    if (q.to.getTime() - q.from.getTime() > INSIGHT_MAX_DAYS[q.bucket] * 86_400_000)
      ctx.addIssue({ code: 'custom', message: insightTexts.tooLong(q.bucket), path: ['from'] });
  });
export type InsightQuery = z.output<typeof insightQuerySchema>;

/** A point of a chart: the bucket's start (epoch seconds, as uPlot takes it) and its count. */
export type InsightPoint = [number, number];

export interface InsightResponse {
  from: string;
  to: string;
  bucket: InsightBucket;
  /** Every event that came in, per bucket. */
  events: InsightPoint[];
  /** Signed-in readers who did anything, per day. */
  active_users: InsightPoint[];
  /** The site's own counts per day (per hour when charted by hour or minute). */
  site: Record<SiteCount, InsightPoint[]>;
  /** The most frequent events over the range. */
  top: { source: string; name: string; events: number }[];
  /** Figures are whole hours: up to this hour's start (ISO), the job's last count. */
  counted_until: string | null;
}
