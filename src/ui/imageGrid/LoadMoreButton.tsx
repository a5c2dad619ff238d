import { observer } from 'mobx-react-lite';
import { formatNumber } from '@core/format';

export const LOAD_MORE_TEXT = { more: 'Загрузить ещё', loading: 'Загружаю...', shown: 'Показано' } as const;

interface MoreList {
  readonly rows: readonly unknown[];
  readonly total: number | null;
  readonly canLoadMore: boolean;
  readonly loadingMore: boolean;
  loadMore(): Promise<void>;
}

/** I 2.1 'load more': appends the next page to the cards loaded; says how many are shown of how many. */
export const LoadMoreButton = observer(function LoadMoreButton({ list }: { list: MoreList }) {
  if (list.rows.length === 0) return null;
  return (
    <div className="d-flex align-items-center gap-3 my-3">
      {list.canLoadMore && (
        <button type="button" className="btn btn-outline-primary" onClick={() => void list.loadMore()} disabled={list.loadingMore}>
          {list.loadingMore ? LOAD_MORE_TEXT.loading : LOAD_MORE_TEXT.more}
        </button>
      )}
      <span className="small text-body-secondary">
        {LOAD_MORE_TEXT.shown} {formatNumber(list.rows.length, 0)}
        {/* A total below what is shown is no total (a search that counts its page only): then none is said. */}
        {list.total !== null && list.total >= list.rows.length && ` из ${formatNumber(list.total, 0)}`}
      </span>
    </div>
  );
});
