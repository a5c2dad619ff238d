// The tag filter the image screens share (I 2.1): tags chosen from a list, and whether an image must
// carry any of them (ИЛИ) or all of them (И). Kept in the hash as `t` and `tmt`.
import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { Select } from '@ui/Select';

export const TAG_MODES = ['or', 'and'] as const;
export type TagMode = (typeof TAG_MODES)[number];

export const TAG_FILTER_TEXT = { tags: 'Теги', tagMode: 'Режим тегов', modes: { or: 'ИЛИ', and: 'И' } satisfies Record<TagMode, string> };

/** What the fields need of a screen's store: the tags to offer and the chosen filters (applied by 'Найти'). */
export interface TagFilterDraft {
  readonly tags: ReadonlyArray<{ id: number; name: string }>;
  readonly chosen: {
    readonly values: { readonly t: number[]; readonly tmt: TagMode };
    set(key: 't', ids: number[]): void;
    set(key: 'tmt', mode: TagMode): void;
  };
}

export const TagFilterFields = observer(function TagFilterFields({ store }: { store: TagFilterDraft }) {
  const id = useId();
  return (
    <>
      <Select isMulti label={TAG_FILTER_TEXT.tags} labelVisible options={store.tags.map((t) => ({ value: t.id, label: t.name }))} value={store.chosen.values.t} onChange={(ids: number[]) => store.chosen.set('t', ids)} />
      <div>
        <label className="form-label" htmlFor={`${id}-tmt`}>
          {TAG_FILTER_TEXT.tagMode}
        </label>
        <select id={`${id}-tmt`} className="form-select" value={store.chosen.values.tmt} onChange={(e) => store.chosen.set('tmt', e.target.value === 'and' ? 'and' : 'or')}>
          {TAG_MODES.map((mode) => (
            <option key={mode} value={mode}>
              {TAG_FILTER_TEXT.modes[mode]}
            </option>
          ))}
        </select>
      </div>
    </>
  );
});
