import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useId, useState } from 'react';
import type { CategoryPickerStore } from './CategoryPickerStore';
import { CATEGORY_PICKER_TEXT } from './texts';

export { CATEGORY_PICKER_TEXT };

export interface CategoryPickerProps {
  picker: CategoryPickerStore;
  /** The tag's name ('Тег {id}' when the tag list does not know it). */
  tagName(id: number): string;
  /** The tag is there already: shown as added, not offered again. */
  has(tag: number): boolean;
  /** Adds these tags (one, or every one of the category not there yet). */
  onAdd(tags: number[]): void;
}

// The tree and the tag buttons load with the first open: most moderation pages never open them.
const CategoryPanel = lazy(() => import('./CategoryPanel'));

/**
 * I 2.1: 'Теги по категориям' opens the category tree (read-only, one category chosen); the chosen
 * category's tags and its subcategories' are buttons that add them, with 'Добавить все теги категории'.
 * The tree loads on the first open. A tag already there stays focusable (aria-disabled), so the keyboard
 * is not thrown out of the list by a pick.
 */
export const CategoryPicker = observer(function CategoryPicker(props: CategoryPickerProps) {
  const { picker } = props;
  const [open, setOpen] = useState(false);
  const id = useId();
  const toggle = () => {
    setOpen(!open);
    if (!open) void picker.load();
  };
  const loading = (
    <p className="text-body-secondary small mb-0" role="status">
      {CATEGORY_PICKER_TEXT.loading}
    </p>
  );
  return (
    <div>
      <button type="button" className="btn btn-sm btn-outline-secondary" aria-expanded={open} aria-controls={open ? `${id}-panel` : undefined} onClick={toggle}>
        {CATEGORY_PICKER_TEXT.toggle}
      </button>
      {open && (
        <div id={`${id}-panel`} className="border rounded p-2 mt-2">
          <Suspense fallback={loading}>
            <CategoryPanel {...props} />
          </Suspense>
        </div>
      )}
    </div>
  );
});
