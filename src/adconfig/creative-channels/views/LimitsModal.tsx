import { observer } from 'mobx-react-lite';
import { useId, useState } from 'react';
import { notify } from '@core/notify';
import { FormModal } from '@ui/FormModal';
import { LIMIT_FIELDS, type ChannelRow, type LimitField } from '../api';
import type { CreativeChannelsStore } from '../CreativeChannelsStore';
import { limitErrors, limitsOf, limitTexts, type LimitTexts } from '../limits';
import { TEXTS } from '../texts';

/** A row's limits: numbers only ('Поле должно содержать число!', the save refused with 'Ошибка заполнения формы!'); empty sent as null. */
export const LimitsModal = observer(function LimitsModal({ store, row, onHide }: { store: CreativeChannelsStore; row: ChannelRow; onHide: () => void }) {
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
            <input
              id={`${id}-${field}`}
              inputMode="decimal"
              className={`form-control${errors[field] ? ' is-invalid' : ''}`}
              value={texts[field]}
              aria-invalid={errors[field] ? true : undefined}
              aria-describedby={errors[field] ? `${id}-${field}-error` : undefined}
              onChange={(e) => {
                setTexts({ ...texts, [field]: e.target.value });
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
