import { observer } from 'mobx-react-lite';
import { Fragment, useId } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { CONTRACT_TEXT, INN_LABEL, type InnLookup } from '@core/contracts';
import { formatDate } from '@core/format';

const FIELDS = ['name', 'full_name', 'inn', 'seo_post', 'seo_name', 'date_ogrn'] as const;

/** What the public lookup knows of an INN (S 3, A 3), with 'Подставить название' into the field that asked. */
export const InnInfoModal = observer(function InnInfoModal({ lookup, onUse }: { lookup: InnLookup; onUse(): void }) {
  const titleId = useId();
  const { info } = lookup;
  return (
    <Modal show={lookup.open} onHide={lookup.hide} aria-labelledby={titleId} className="dialog-over" backdropClassName="dialog-backdrop">
      <Modal.Header closeButton closeLabel={CONTRACT_TEXT.close}>
        <Modal.Title id={titleId} as="h2" className="h5">
          {CONTRACT_TEXT.innLookupOf(lookup.inn)}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body aria-busy={lookup.state === 'loading' || undefined}>
        {lookup.state === 'loading' && <p role="status">{CONTRACT_TEXT.innLoading}</p>}
        {lookup.error && (
          <div className="alert alert-danger mb-0" role="alert">
            {lookup.error}
          </div>
        )}
        {info && (
          <dl className="row mb-0">
            {FIELDS.map((field) => (
              <Fragment key={field}>
                <dt className="col-sm-5">{INN_LABEL[field]}</dt>
                <dd className="col-sm-7 text-break">{(field === 'date_ogrn' ? formatDate(info[field]) : info[field]) || '—'}</dd>
              </Fragment>
            ))}
          </dl>
        )}
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={lookup.hide}>
          {CONTRACT_TEXT.close}
        </Button>
        {info && (
          <Button variant="primary" onClick={onUse}>
            {CONTRACT_TEXT.innUse}
          </Button>
        )}
      </Modal.Footer>
    </Modal>
  );
});
