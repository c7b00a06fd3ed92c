import { INSIGHT_BUCKETS, INSIGHT_MAX_DAYS, type InsightBucket, type InsightResponse } from '@rookery/core';
import { useMemo, useState } from 'react';
import { QueryAnswer } from '../../ui/loader/query-answer';
import { CampaignFiguresTable } from '../ads/campaigns/campaign-figures-table';
import { NotFoundPage } from '../not-found/not-found-page';
import { align } from './align';
import { Chart } from './chart';
import styles from './insight-page.module.css';
import { type InsightRange, rangeTimes, useInsight } from './use-insight';

const day = (at: Date) => at.toISOString().slice(0, 10);
const DAY_MS = 86_400_000;

/** A finer bucket charts a shorter range (core INSIGHT_MAX_DAYS): the start moves up to fit. */
function withBucket(range: InsightRange, bucket: InsightBucket): InsightRange {
  const end = Date.parse(`${range.to}T00:00:00Z`);
  const earliest = end - (INSIGHT_MAX_DAYS[bucket] - 1) * DAY_MS;
  const from = Date.parse(`${range.from}T00:00:00Z`) < earliest ? day(new Date(earliest)) : range.from;
  return { ...range, from, bucket };
}
const BUCKET_LABELS: Record<InsightBucket, string> = { minute: 'By minute', hour: 'By hour', day: 'By day' };
/** The palette's accent and three more that read apart on white (each 3:1 against it). */
const COLORS = ['#0072a8', '#c4122f', '#0a7a3e', '#7a4fc0'];

const STEP: Record<InsightBucket, number> = { minute: 60, hour: 3600, day: 86_400 };

/** The charts' figures, each on its bucket's grid over the range asked for, up to now. */
function chartsOf(data: InsightResponse) {
  const from = Date.parse(data.from) / 1000;
  // A day still to come has no events to show.
  const range: [number, number] = [
    from,
    Math.max(from + 60, Math.min(Date.parse(data.to), Date.now()) / 1000),
  ];
  const grid = (bucket: InsightBucket) => ({ from: range[0], to: range[1], step: STEP[bucket] });
  const siteSeries = [data.site.post, data.site.reblog, data.site.like, data.site.message];
  return {
    range,
    siteEmpty: siteSeries.every((points) => points.length === 0),
    events: align([data.events], grid(data.bucket)),
    active: align([data.active_users], grid('day')),
    site: align(siteSeries, grid(data.bucket === 'day' ? 'day' : 'hour')),
  };
}

function Figures({ data }: { data: InsightResponse }) {
  const { range, siteEmpty, events, active, site } = useMemo(() => chartsOf(data), [data]);
  return (
    <>
      <p className={styles.note}>
        {data.counted_until
          ? `Counted up to ${new Date(data.counted_until).toLocaleString('en-GB', { timeZone: 'UTC' })} UTC; counts are taken every hour.`
          : 'Nothing has been counted yet: counts are taken every hour.'}
      </p>
      <div className={styles.grid}>
        <Chart
          title={`Events per ${data.bucket}`}
          times={events.times}
          range={range}
          empty={data.events.length === 0}
          series={[{ label: 'Events', color: COLORS[0]!, values: events.values[0]! }]}
        />
        <Chart
          title="Active readers per day"
          times={active.times}
          range={range}
          empty={data.active_users.length === 0}
          series={[{ label: 'Readers', color: COLORS[2]!, values: active.values[0]! }]}
        />
        <Chart
          title={`Posts, reblogs, likes and messages per ${data.bucket === 'day' ? 'day' : 'hour'}`}
          times={site.times}
          range={range}
          empty={siteEmpty}
          series={['Posts', 'Reblogs', 'Likes', 'Messages'].map((label, i) => ({
            label,
            color: COLORS[i]!,
            values: site.values[i]!,
          }))}
        />
        <section className={styles.chart} aria-labelledby="insight-top">
          <h2 id="insight-top" className={styles.chartTitle}>
            Top events
          </h2>
          {data.top.length === 0 ? (
            <p className={styles.empty}>No events in this range.</p>
          ) : (
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">Event</th>
                  <th scope="col">From</th>
                  <th scope="col">Count</th>
                </tr>
              </thead>
              <tbody>
                {data.top.map((row) => (
                  <tr key={`${row.source}:${row.name}`}>
                    <td>{row.name}</td>
                    <td>{row.source}</td>
                    <td>{row.events.toLocaleString('en')}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </section>
      </div>
    </>
  );
}

/**
 * /admin/insight (issue 20), a section of the moderators' area: how the site is used, from the
 * hourly counts: events, active readers, the site's own activity and the top events over a range
 * of days. The area shows anyone else the 404 page, as the server answers them.
 */
export function InsightPanel() {
  const [range, setRange] = useState<InsightRange>(() => {
    const today = new Date();
    return { from: day(new Date(today.getTime() - 29 * DAY_MS)), to: day(today), bucket: 'day' };
  });
  const query = useInsight(range);
  return (
    <section className={styles.page} aria-labelledby="insight-heading">
      <h2 id="insight-heading" className={styles.heading}>
        Insight
      </h2>
      <form className={styles.range} onSubmit={(event) => event.preventDefault()} aria-label="Range">
        <label>
          From
          <input
            type="date"
            value={range.from}
            max={range.to}
            onChange={(e) => e.target.value && setRange({ ...range, from: e.target.value })}
          />
        </label>
        <label>
          To
          <input
            type="date"
            value={range.to}
            min={range.from}
            onChange={(e) => e.target.value && setRange({ ...range, to: e.target.value })}
          />
        </label>
        <label>
          Events
          <select
            value={range.bucket}
            onChange={(e) => setRange(withBucket(range, e.target.value as InsightBucket))}
          >
            {INSIGHT_BUCKETS.map((b) => (
              <option key={b} value={b}>
                {BUCKET_LABELS[b]}
              </option>
            ))}
          </select>
        </label>
      </form>
      <QueryAnswer query={query} loading="Counting" tone="light" missing={<NotFoundPage />}>
        {(data) => <Figures data={data} />}
      </QueryAnswer>
      <section className={`${styles.chart} ${styles.wide}`} aria-labelledby="insight-ads">
        <h2 id="insight-ads" className={styles.chartTitle}>
          House ads
        </h2>
        <CampaignFiguresTable
          range={rangeTimes(range)}
          classes={{ table: `${styles.table} ${styles.numbers}`, empty: styles.empty, scroll: styles.scroll }}
        />
      </section>
    </section>
  );
}
