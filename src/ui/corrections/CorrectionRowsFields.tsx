import { observer } from 'mobx-react-lite';
import { useMemo, useState } from 'react';
import type { CorrectionRows, EventChoice } from '@core/corrections';
import { moreRowsLabel } from '../record/fields';
import type { ChannelControl } from './channelControl';
import { CorrectionRowFields } from './CorrectionRowFields';

export interface CorrectionRowsFieldsProps {
  list: CorrectionRows;
  /** The format's events (beside displayed, clicked, all events). */
  events: readonly EventChoice[];
  /**
   * With a CorrectionRows of `channelPerRow`: each row's channel control ('Канал' per row), e.g.
   * `correctionChannelSelect(channels, search)`, a searchable select over every channel.
   */
  channel?: ChannelControl;
  /**
   * Rows shown at first, then this many more per 'Показать ещё' (an option's value may hold thousands of
   * rows); default: every row. A row added meanwhile is always shown.
   */
  pageSize?: number;
}

/**
 * The rows of a corrections editor (over CorrectionRows; the redirection channels' form, option-corrections):
 * each row's fields (CorrectionRowFields), a huge list a page at a time.
 */
export const CorrectionRowsFields = observer(function CorrectionRowsFields({ list, events, channel, pageSize }: CorrectionRowsFieldsProps) {
  const rows = list.rows;
  // The three kinds and the format's events, made once per list of events (not once per row).
  const eventChoices = useMemo(() => list.eventChoices(events), [list, events]);
  // Rows added after the first render are shown whatever the page: the page counts the rows there were.
  const [first] = useState(rows.length);
  const [limit, setLimit] = useState(pageSize ?? Infinity);
  const shownCount = Math.min(rows.length, limit + Math.max(0, rows.length - first));
  const more = Math.min(rows.length - shownCount, pageSize ?? 0);
  return (
    <>
      {rows.slice(0, shownCount).map((row, i) => (
        <CorrectionRowFields key={row.key} list={list} rowKey={row.key} n={i + 1} events={eventChoices} channel={channel} />
      ))}
      {more > 0 && (
        <button type="button" className="btn btn-link btn-sm d-block px-0 mb-2" onClick={() => setLimit(limit + more)}>
          {moreRowsLabel(more, rows.length)}
        </button>
      )}
    </>
  );
});
