import { observer } from 'mobx-react-lite';
import { useId, useState } from 'react';
import { formatNumber } from '@core/format';
import { notify } from '@core/notify';
import { Button, Modal } from 'react-bootstrap';
import { FormModal } from '@ui/FormModal';
import { NumberInput } from '@ui/NumberInput';
import { LIMIT_FIELDS, type ChannelRow, type LimitField } from '../api';
import type { CreativeChannelsStore } from '../CreativeChannelsStore';
import { limitErrors, limitsOf, limitTexts, type LimitTexts } from '../limits';
import { TEXTS } from '../texts';

/** Without the chosen save (no `linkSaveUrl` prop): the row's limits to read, nothing to save. */
const LimitsView = observer(function LimitsView({ row, onHide }: { row: ChannelRow; onHide: () => void }) {
  const titleId = useId();
  return (
    <Modal show onHide={onHide} aria-labelledby={titleId}>
      <Modal.Header closeButton closeLabel={TEXTS.close}>
        <Modal.Title id={titleId} as="h2" className="h5 text-break-anywhere">
          {TEXTS.limitsTitle(row)}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p className="text-body-secondary small">{TEXTS.limitsReadOnly}</p>
        <dl className="row mb-0">
          {LIMIT_FIELDS.map((field) => (
            <div key={field} className="col-6 d-flex gap-2">
              <dt className="fw-normal text-body-secondary">{TEXTS.limitFields[field]}:</dt>
              <dd className="mb-1">{row.limits[field] === null ? '—' : formatNumber(row.limits[field])}</dd>
            </div>
          ))}
        </dl>
      </Modal.Body>
      <Modal.Footer>
        <Button variant="secondary" onClick={onHide}>
          {TEXTS.close}
        </Button>
      </Modal.Footer>
    </Modal>
  );
});

/** A row's limits: numbers only ('Поле должно содержать число!', the save refused with 'Ошибка заполнения формы!'); empty sent as null. */
export const LimitsModal = observer(function LimitsModal({ store, row, onHide }: { store: CreativeChannelsStore; row: ChannelRow; onHide: () => void }) {
  return store.canSaveLink ? <LimitsForm store={store} row={row} onHide={onHide} /> : <LimitsView row={row} onHide={onHide} />;
});

const LimitsForm = observer(function LimitsForm({ store, row, onHide }: { store: CreativeChannelsStore; row: ChannelRow; onHide: () => void }) {
  const id = useId();
  const [texts, setTexts] = useState<LimitTexts>(() => limitTexts(row.limits));
  const [errors, setErrors] = useState<Partial<Record<LimitField, string>>>({});
  const submit = async () => {
    const found = limitErrors(texts);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      notify.error(TEXTS.formError);
      return;
    }
    if (await store.saveLimits(row, limitsOf(texts))) onHide();
  };
  return (
    <FormModal show title={TEXTS.limitsTitle(row)} onHide={onHide} onSubmit={() => void submit()} saving={store.isBusy(row)}>
      <div className="row g-3">
        {LIMIT_FIELDS.map((field) => (
          <div key={field} className="col-6">
            <label htmlFor={`${id}-${field}`} className="form-label">
              {TEXTS.limitFields[field]}
            </label>
            <NumberInput
              id={`${id}-${field}`}
              className={`form-control${errors[field] ? ' is-invalid' : ''}`}
              value={texts[field]}
              aria-invalid={errors[field] ? true : undefined}
              aria-describedby={errors[field] ? `${id}-${field}-error` : undefined}
              onChange={(text) => {
                setTexts({ ...texts, [field]: text });
                setErrors({ ...errors, [field]: undefined });
              }}
            />
            {errors[field] && (
              <div id={`${id}-${field}-error`} className="invalid-feedback d-block">
                {errors[field]}
              </div>
            )}
          </div>
        ))}
      </div>
    </FormModal>
  );
});
