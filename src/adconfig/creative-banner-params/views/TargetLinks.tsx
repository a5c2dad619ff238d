import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import Button from 'react-bootstrap/Button';
import { copyToClipboard } from '@core/clipboard';
import type { TargetLink } from '../api';
import type { CreativeBannerParamsStore } from '../CreativeBannerParamsStore';
import { TEXT } from '../texts';

/** A link as text to select or copy (never followed from here: it is for the placement). */
function LinkRow({ link, index }: { link: TargetLink; index: number }) {
  const id = useId();
  const title = link.title || TEXT.link(index);
  return (
    <div className="mb-2">
      <label htmlFor={id} className="form-label mb-1">
        {title}
      </label>
      <div className="input-group">
        <input id={id} className="form-control font-monospace" readOnly value={link.url} onFocus={(e) => e.target.select()} />
        <Button variant="outline-secondary" aria-label={TEXT.copyLink(title)} onClick={() => void copyToClipboard(link.url)}>
          {TEXT.copy}
        </Button>
      </div>
    </div>
  );
}

/** The flight's target links, each copied in one click ('Скопировано в буфер обмена'). */
export const TargetLinks = observer(function TargetLinks({ store }: { store: CreativeBannerParamsStore }) {
  if (store.links.length === 0) return null;
  return (
    <section aria-labelledby="banner-links">
      <h3 id="banner-links" className="h6 border-bottom pb-1 mb-3">
        {TEXT.links}
      </h3>
      {store.links.slice(0, 100).map((link, index) => (
        <LinkRow key={`${index}:${link.url}`} link={link} index={index} />
      ))}
    </section>
  );
});
