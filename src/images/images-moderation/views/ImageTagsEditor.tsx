import { observer } from 'mobx-react-lite';
import { sitePath } from '@core/basePath';
import { Select } from '@ui/Select';
import type { ModerationImage } from '../api';
import type { ImagesModerationStore } from '../ImagesModerationStore';
import { TEXT } from '../texts';
import { TagBadges } from './TagBadges';
import { CategoryPicker } from '@images/shared/categoryPicker/CategoryPicker';
import { TAG_FILTER_TEXT } from '@images/shared/tagFilter';

/** I 2.1: the image's moderation history, the second variant (query revision=2). */
export const historyHref = (id: number, urlPath?: string): string => `${sitePath(`/statistics/inimage/moderation/image/${id}`, urlPath)}?revision=2`;

export const UNSAVED_TEXT = 'Есть несохранённые изменения';

interface Props {
  store: ImagesModerationStore;
  image: ModerationImage;
  /** acl.imageLog: the link to the image's moderation history (I 2.1, I 6). */
  historyLink: boolean;
  urlPath?: string;
}

/** The modal's tag editing (I 4): the shown tags with remove buttons, one more tag to add (or a category's, I 2.1), the history link. */
export const ImageTagsEditor = observer(function ImageTagsEditor({ store, image, historyLink, urlPath }: Props) {
  const tags = store.editedTags(image);
  const options = store.tags.filter((t) => !tags.includes(t.id)).map((t) => ({ value: t.id, label: t.name }));
  return (
    <div className="d-grid gap-2">
      <div>
        <h3 className="h6">{TAG_FILTER_TEXT.tags}</h3>
        <TagBadges store={store} image={image} tags={tags} onRemove={(tag) => store.removeTag(image, tag)} />
      </div>
      <Select label={TEXT.addTag} labelVisible options={options} value={null} onChange={(tag) => tag !== null && store.addTag(image, tag)} />
      <CategoryPicker picker={store.categoryPicker} tagName={store.tagName} has={(tag) => tags.includes(tag)} onAdd={(added) => store.addTags(image, added)} />
      {store.isEdited(image) && (
        <p className="small text-warning-emphasis mb-0" role="status">
          {UNSAVED_TEXT}
        </p>
      )}
      {historyLink && (
        <a href={historyHref(image.id, urlPath)} target="_blank" rel="noreferrer">
          {TEXT.history}
        </a>
      )}
    </div>
  );
});
