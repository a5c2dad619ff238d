import { observer } from 'mobx-react-lite';
import { useId, useMemo, useState } from 'react';
import { LoadFailed } from '../../../ui/LoadFailed';
import { TreeView } from '../../../ui/tree/TreeView';
import type { Category } from '../categories';
import type { CategoryPickerStore } from './CategoryPickerStore';

export const CATEGORY_PICKER_TEXT = {
  toggle: 'Теги по категориям',
  tree: 'Категории тегов',
  loading: 'Ожидаю данные...',
  empty: 'Категории не заданы',
  choose: 'Выберите категорию, чтобы добавить её теги.',
  tagsOf: (name: string) => `Теги категории «${name}»`,
  noTags: 'В категории нет тегов',
  added: 'добавлен',
  addAll: 'Добавить все теги категории',
} as const;

/** The tree's box stops growing here and scrolls (a long tree must not push the modal's buttons away). */
const TREE_HEIGHT = 240;
const nameOf = (category: Category): string => category.name;

export interface CategoryPickerProps {
  picker: CategoryPickerStore;
  /** The tag's name ('Тег {id}' when the tag list does not know it). */
  tagName(id: number): string;
  /** The tag is there already: shown as added, not offered again. */
  has(tag: number): boolean;
  /** Adds these tags (one, or every one of the category not there yet). */
  onAdd(tags: number[]): void;
}

/**
 * I 2.1: 'Теги по категориям' opens the category tree (read-only, one category chosen); the chosen
 * category's tags and its subcategories' are buttons that add them, with 'Добавить все теги категории'.
 * The tree loads on the first open. A tag already there stays focusable (aria-disabled), so the keyboard
 * is not thrown out of the list by a pick.
 */
export const CategoryPicker = observer(function CategoryPicker({ picker, tagName, has, onAdd }: CategoryPickerProps) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const selection = useMemo(() => ({ isSelected: picker.isChosen, toggle: picker.choose }), [picker]);
  const toggle = () => {
    setOpen(!open);
    if (!open) void picker.load();
  };
  return (
    <div>
      <button type="button" className="btn btn-sm btn-outline-secondary" aria-expanded={open} aria-controls={open ? `${id}-panel` : undefined} onClick={toggle}>
        {CATEGORY_PICKER_TEXT.toggle}
      </button>
      {open && (
        <div id={`${id}-panel`} className="border rounded p-2 mt-2">
          {picker.state === 'loading' && (
            <p className="text-body-secondary small mb-0" role="status">
              {CATEGORY_PICKER_TEXT.loading}
            </p>
          )}
          {picker.state === 'error' && <LoadFailed onRetry={() => void picker.load()} />}
          {picker.isEmpty && <p className="text-body-secondary small mb-0">{CATEGORY_PICKER_TEXT.empty}</p>}
          {picker.state === 'done' && !picker.isEmpty && (
            <>
              <div className="overflow-auto" style={{ maxHeight: TREE_HEIGHT }}>
                <TreeView store={picker.tree} label={CATEGORY_PICKER_TEXT.tree} name={nameOf} selection={selection} singleSelection />
              </div>
              <ChosenTags picker={picker} tagName={tagName} has={has} onAdd={onAdd} />
            </>
          )}
        </div>
      )}
    </div>
  );
});

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
