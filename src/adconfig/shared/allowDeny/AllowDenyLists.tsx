import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import Button from 'react-bootstrap/Button';
import { REMOVE_ROW_QUESTION } from '@core/option';
import { notify } from '@core/notify';
import { VirtualList } from '@ui/VirtualRows';
import { LIST_KEYS, withRemoved, type AllowDenyValue, type ListKey } from './allowDeny';
import { ALLOW_DENY_TEXT as T } from './texts';

/** How an id reads in a list: its name, a line under it (the parent), and whether the backend lost it. */
export interface ListedItem {
  name: string;
  note?: string;
  /** The object no longer exists (A 3 Geo item is_exists false): marked, still removable. */
  missing?: boolean;
}

export interface AllowDenyListsProps {
  /** Each list's column (default side by side from md up: `col-md-6`). */
  column?: string;
  value: AllowDenyValue;
  onChange(value: AllowDenyValue): void;
  item(id: string): ListedItem;
  /** Shown after an item is missing ('объект удалён'). */
  missingText?: string;
}

/** A 9 sticky list height; items of about this height. Windowed: a list of thousands stays smooth. */
const LIST_HEIGHT = 400;
const ITEM_HEIGHT = 44;

/** One item of a list: its own observer, so a name learned later (the names lookup) shows in the windowed list. */
const Listed = observer(function Listed({ id, title, props, onRemove }: { id: string; title: string; props: AllowDenyListsProps; onRemove(id: string): void }) {
  const item = props.item(id);
  return (
    <li className="list-group-item d-flex align-items-center gap-2 py-1" style={{ minHeight: ITEM_HEIGHT }}>
      <span className="flex-grow-1 text-break lh-sm">
        <span className={item.missing ? 'text-decoration-line-through' : undefined}>{item.name}</span>
        {item.missing && props.missingText && <span className="badge text-bg-warning ms-2">{props.missingText}</span>}
        {item.note && <span className="d-block small text-body-secondary">{item.note}</span>}
      </span>
      <Button variant="outline-danger" size="sm" aria-label={T.removeOne(title, item.name)} onClick={() => onRemove(id)}>
        {T.remove}
      </Button>
    </li>
  );
});

const OneList = observer(function OneList({ listKey, props }: { listKey: ListKey; props: AllowDenyListsProps }) {
  const id = useId();
  const ids = props.value[listKey];
  const title = T.lists[listKey];
  const remove = (itemId: string) =>
    void notify.confirm(REMOVE_ROW_QUESTION, { danger: true }).then((ok) => {
      if (ok) props.onChange(withRemoved(props.value, listKey, itemId));
    });
  const clear = () =>
    void notify.confirm(T.clearQuestion(title), { danger: true }).then((ok) => {
      if (ok) props.onChange({ ...props.value, [listKey]: [] });
    });
  return (
    <section className={props.column ?? 'col-md-6'} aria-labelledby={`${id}-title`}>
      <div className="d-flex align-items-center gap-2 mb-2">
        <h3 id={`${id}-title`} className="h6 mb-0">
          {title}
        </h3>
        <span className={`badge ${listKey === 'allow' ? 'text-bg-success' : 'text-bg-danger'}`} aria-label={`${title}: ${ids.length}`}>
          {T.count(ids.length)}
        </span>
        {ids.length > 0 && (
          <Button variant="outline-secondary" size="sm" className="ms-auto" aria-label={T.clearList(title)} onClick={clear}>
            {T.clear}
          </Button>
        )}
      </div>
      {ids.length === 0 ? (
        <p className="text-body-secondary border rounded p-2">{T.empty}</p>
      ) : (
        <VirtualList
          items={ids}
          itemHeight={ITEM_HEIGHT}
          height={LIST_HEIGHT}
          labelledBy={`${id}-title`}
          className="list-group"
          render={(itemId) => <Listed key={itemId} id={itemId} title={title} props={props} onRemove={remove} />}
        />
      )}
    </section>
  );
});

/** The allow and deny lists side by side: counts, each item removable ('Вы уверены?'), each list clearable (asked too). */
export const AllowDenyLists = observer(function AllowDenyLists(props: AllowDenyListsProps) {
  return (
    <div className="row g-3 mb-3">
      {LIST_KEYS.map((key) => (
        <OneList key={key} listKey={key} props={props} />
      ))}
    </div>
  );
});
