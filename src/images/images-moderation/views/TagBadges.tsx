import { observer } from 'mobx-react-lite';
import type { ModerationImage } from '../api';
import type { ImagesModerationStore } from '../ImagesModerationStore';
import { TEXT } from '../texts';
import { AiPercent } from './AiPercent';

interface TagBadgesProps {
  store: ImagesModerationStore;
  image: ModerationImage;
  /** The shown tags (the card's, or the modal's as edited). */
  tags: number[];
  /** In the modal: each shown tag gets a remove button. */
  onRemove?(tag: number): void;
}

/**
 * I 4: automatic tags (grey) unless excluded, added tags (blue, the user's), excluded tags struck
 * through with no way to remove them again.
 */
export const TagBadges = observer(function TagBadges({ store, image, tags, onRemove }: TagBadgesProps) {
  // I 4: removing an automatic tag moves it into the exclusion set, so in the modal it shows struck through at once, not after the save.
  const excluded = [...new Set([...image.tags_exclude, ...image.tags_auto])].filter((t) => !tags.includes(t));
  return (
    <ul className="list-inline mb-0 d-inline">
      {image.rate !== null && image.tags_auto.length > 0 && (
        <li className="list-inline-item me-1">
          <AiPercent percent={image.rate} />
        </li>
      )}
      {tags.map((tag) => {
        const name = store.tagName(tag);
        const auto = image.tags_auto.includes(tag);
        return (
          <li key={tag} className={`list-inline-item badge me-1 ${auto ? 'text-bg-secondary' : 'text-bg-primary'}`} title={name}>
            {name}
            {onRemove && (
              <button type="button" className="btn-close btn-close-white ms-1 align-middle" style={{ fontSize: '0.6em' }} aria-label={`${TEXT.removeTag} ${name}`} onClick={() => onRemove(tag)} />
            )}
          </li>
        );
      })}
      {excluded.map((tag) => (
        <li key={`x${tag}`} className="list-inline-item badge me-1 text-bg-light text-decoration-line-through" title={store.tagName(tag)}>
          {store.tagName(tag)}
          <span className="visually-hidden"> ({TEXT.excluded})</span>
        </li>
      ))}
    </ul>
  );
});
