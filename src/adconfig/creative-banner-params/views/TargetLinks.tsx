import { observer } from 'mobx-react-lite';
import { useId, useRef, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { COPY_TEXT, copyToClipboard } from '@core/clipboard';
import type { TargetLink } from '../api';
import type { CreativeBannerParamsStore } from '../CreativeBannerParamsStore';
import { TEXT } from '../texts';

/** A link as text to select or copy (never followed from here: it is for the placement). */
function LinkRow({ link, index }: { link: TargetLink; index: number }) {
  const id = useId();
  const field = useRef<HTMLInputElement>(null);
  // When the browser copies nothing (plain http, a refusal), the link is left selected, and this says so.
  const [manual, setManual] = useState(false);
  const title = link.title || TEXT.link(index);
  const copy = async () => setManual((await copyToClipboard(link.url, field.current)) === 'manual');
  return (
    <div className="mb-2">
      <label htmlFor={id} className="form-label mb-1">
        {title}
      </label>
      <div className="input-group">
        <input
          ref={field}
          id={id}
          className="form-control font-monospace"
          readOnly
          value={link.url}
          aria-describedby={manual ? `${id}-manual` : undefined}
          onFocus={(e) => e.target.select()}
        />
        <Button variant="outline-secondary" aria-label={TEXT.copyLink(title)} onClick={() => void copy()}>
          {TEXT.copy}
        </Button>
      </div>
      {manual && (
        <div id={`${id}-manual`} className="form-text text-warning-emphasis" role="status">
          {COPY_TEXT.manual}
        </div>
      )}
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
