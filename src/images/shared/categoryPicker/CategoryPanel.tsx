import { observer } from 'mobx-react-lite';
import { useId, useMemo } from 'react';
import { LoadFailed } from '@ui/LoadFailed';
import { TreeView } from '@ui/tree/TreeView';
import type { Category } from '../categories';
import type { CategoryPickerProps } from './CategoryPicker';
import { CATEGORY_PICKER_TEXT } from './texts';

/** The tree's box stops growing here and scrolls (a long tree must not push the modal's buttons away). */
const TREE_HEIGHT = 240;
const nameOf = (category: Category): string => category.name;

/** The opened picker: the tree once loaded, and the chosen category's tags (loaded with the first open, not with the page). */
const CategoryPanel = observer(function CategoryPanel({ picker, tagName, has, onAdd }: CategoryPickerProps) {
  const selection = useMemo(() => ({ isSelected: picker.isChosen, toggle: picker.choose }), [picker]);
  return (
    <>
      {picker.state === 'loading' && (
        <p className="text-body-secondary small mb-0" role="status">
          {CATEGORY_PICKER_TEXT.loading}
        </p>
      )}
      {picker.state === 'failed' && <LoadFailed onRetry={() => void picker.load()} />}
      {picker.isEmpty && <p className="text-body-secondary small mb-0">{CATEGORY_PICKER_TEXT.empty}</p>}
      {picker.state === 'ready' && !picker.isEmpty && (
        <>
          <div className="overflow-auto" style={{ maxHeight: TREE_HEIGHT }}>
            <TreeView store={picker.tree} label={CATEGORY_PICKER_TEXT.tree} name={nameOf} selection={selection} singleSelection />
          </div>
          <ChosenTags picker={picker} tagName={tagName} has={has} onAdd={onAdd} />
        </>
      )}
    </>
  );
});

export default CategoryPanel;

const ChosenTags = observer(function ChosenTags({ picker, tagName, has, onAdd }: CategoryPickerProps) {
  const headingId = useId();
  const chosen = picker.chosen;
  if (!chosen) return <p className="text-body-secondary small mt-2 mb-0">{CATEGORY_PICKER_TEXT.choose}</p>;
  const tags = picker.chosenTags;
  const missing = tags.filter((tag) => !has(tag));
  return (
    <div role="group" aria-labelledby={headingId} className="mt-2 pt-2 border-top">
      <p id={headingId} className="small fw-semibold mb-1">
        {CATEGORY_PICKER_TEXT.tagsOf(chosen.item.name)}
      </p>
      {tags.length === 0 ? (
        <p className="text-body-secondary small mb-0">{CATEGORY_PICKER_TEXT.noTags}</p>
      ) : (
        <>
          <ul className="list-inline mb-1">
            {tags.map((tag) => {
              const added = !missing.includes(tag);
              return (
                <li key={tag} className="list-inline-item mb-1">
                  <button
                    type="button"
                    className={`btn btn-sm ${added ? 'btn-secondary opacity-75' : 'btn-outline-primary'}`}
                    aria-disabled={added || undefined}
                    onClick={() => !added && onAdd([tag])}
                  >
                    <span aria-hidden="true">{added ? '✓ ' : '+ '}</span>
                    {tagName(tag)}
                    {added && <span className="visually-hidden"> ({CATEGORY_PICKER_TEXT.added})</span>}
                  </button>
                </li>
              );
            })}
          </ul>
          <button type="button" className="btn btn-sm btn-primary" aria-disabled={missing.length === 0 || undefined} onClick={() => missing.length > 0 && onAdd(missing)}>
            {CATEGORY_PICKER_TEXT.addAll}
          </button>
        </>
      )}
    </div>
  );
});
