import { observer } from 'mobx-react-lite';
import type { TagState } from './logEntry';
import type { TagList } from '../tags';
import { LOG_TEXT } from './texts';

const GROUPS = ['tags', 'tags_include', 'tags_exclude'] as const;
const TONE: Record<(typeof GROUPS)[number], string> = {
  tags: 'text-bg-secondary',
  tags_include: 'text-bg-primary',
  tags_exclude: 'text-bg-light text-decoration-line-through',
};

interface TagStateViewProps {
  state: TagState;
  names: TagList;
  /** The state before the change: a tag new in its group is marked ('новый'). */
  compareTo?: TagState;
}

/** I 4: an image's tags in their three groups (automatic, added, excluded struck through). */
export const TagStateView = observer(function TagStateView({ state, names, compareTo }: TagStateViewProps) {
  // I 4: an automatic tag is shown unless excluded (then only struck through, with the excluded ones).
  const shown = { ...state, tags: state.tags.filter((id) => !state.tags_exclude.includes(id)) };
  const before = compareTo && { ...compareTo, tags: compareTo.tags.filter((id) => !compareTo.tags_exclude.includes(id)) };
  const groups = GROUPS.filter((group) => shown[group].length > 0);
  if (groups.length === 0) return <span className="text-body-secondary">{LOG_TEXT.noTags}</span>;
  return (
    <dl className="tag-groups mb-0">
      {groups.map((group) => (
        <div key={group} className="mb-1">
          <dt className="small text-body-secondary fw-normal">{LOG_TEXT.groups[group]}</dt>
          <dd className="mb-0">
            <ul className="list-inline mb-0">
              {shown[group].map((id) => {
                const isNew = before !== undefined && !before[group].includes(id);
                return (
                  <li key={id} className={`list-inline-item badge text-wrap text-start text-break me-1 ${TONE[group]}${isNew ? ' border border-2 border-success' : ''}`}>
                    {isNew && <span aria-hidden="true">+ </span>}
                    {names.name(id)}
                    {group === 'tags_exclude' && <span className="visually-hidden"> ({LOG_TEXT.excluded})</span>}
                    {isNew && <span className="visually-hidden"> ({LOG_TEXT.changed})</span>}
                  </li>
                );
              })}
            </ul>
          </dd>
        </div>
      ))}
    </dl>
  );
});
