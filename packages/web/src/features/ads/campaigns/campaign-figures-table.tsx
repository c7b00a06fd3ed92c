import { Link } from 'react-router';
import { errorMessage } from '../../../api';
import { countWords, rateWords } from './figure-words';
import { type FiguresRange, useAdFigures } from './use-campaigns';

interface CampaignFiguresTableProps {
  range: FiguresRange;
  /** The insight page's styles, so the table reads like its neighbours; `scroll` holds it on a phone. */
  classes: { table?: string; empty?: string; scroll?: string };
}

/** The house ads' figures per campaign over a range: served, viewable, clicks and their rates. */
export function CampaignFiguresTable({ range, classes }: CampaignFiguresTableProps) {
  const figures = useAdFigures(range);
  const rows = figures.data?.figures ?? [];
  return figures.isError ? (
    <p className={classes.empty}>{errorMessage(figures.error)}</p>
  ) : figures.isPending ? (
    <p className={classes.empty}>Counting…</p>
  ) : rows.length === 0 ? (
    <p className={classes.empty}>
      No campaigns yet: <Link to="/admin/ads">make one</Link>.
    </p>
  ) : (
    // Six columns outgrow a phone: the table scrolls sideways, by keyboard too.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling box must be reachable to be scrolled.
    <section className={classes.scroll} tabIndex={0} aria-label="Figures per campaign">
      <table className={classes.table}>
        <thead>
          <tr>
            <th scope="col">Campaign</th>
            <th scope="col">Served</th>
            <th scope="col">Viewable</th>
            <th scope="col">Viewable rate</th>
            <th scope="col">Clicks</th>
            <th scope="col">CTR</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.campaign_id}>
              <td>{row.name}</td>
              <td>{countWords(row.served)}</td>
              <td>{countWords(row.viewable)}</td>
              <td>{rateWords(row.viewable_rate)}</td>
              <td>{countWords(row.clicks)}</td>
              <td>{rateWords(row.ctr)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
