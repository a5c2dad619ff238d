import { observer } from 'mobx-react-lite';
import { formatDateTime } from '../../../core/format';
import { FormField } from '../../../ui/FormField';
import { COMMON_STATUSES } from '../../../ui/StatusBadge';
import type { SitesListStatus } from '../api';
import type { SitesListFormStore } from '../SitesListFormStore';

const STATUSES: SitesListStatus[] = ['active', 'blocked'];

export interface ListFieldsProps {
  store: SitesListFormStore;
  exportUrl: string | null;
}

/** Name, description, status (edit only) and the saved list's Excel download (edit only). */
export const ListFields = observer(function ListFields({ store, exportUrl }: ListFieldsProps) {
  const { form, info } = store;
  // Read here, not inside FormField's render prop: that runs in FormField's render, which MobX does not track.
  const { name, description, status } = form.values;
  const errors = { ...form.errors };
  return (
    // Enter in the name saves (implicit submission: the form's one text input).
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void store.save();
      }}
    >
      <div className="row g-3">
        <FormField label="Название" required error={errors.name} className="col-lg-6">
          {(control) => (
            <input {...control} type="text" value={name} onChange={(e) => form.set('name', e.target.value)} maxLength={255} />
          )}
        </FormField>
        {store.isEdit && (
          <FormField label="Статус" error={errors.status} className="col-lg-3">
            {({ className, ...control }) => (
              <select
                {...control}
                className={className.replace('form-control', 'form-select')}
                value={status}
                onChange={(e) => form.set('status', e.target.value === 'blocked' ? 'blocked' : 'active')}
              >
                {STATUSES.map((status) => (
                  <option key={status} value={status}>
                    {COMMON_STATUSES[status].text}
                  </option>
                ))}
              </select>
            )}
          </FormField>
        )}
        {exportUrl && (
          <div className="col-lg-3">
            <div className="form-label invisible" aria-hidden="true">
              &nbsp;
            </div>
            <a className="btn btn-outline-secondary" href={exportUrl} download>
              Выгрузить список в Excel
            </a>
          </div>
        )}
        <FormField label="Описание" error={errors.description} className="col-12">
          {(control) => <textarea {...control} rows={2} value={description} onChange={(e) => form.set('description', e.target.value)} />}
        </FormField>
      </div>
      {info && (
        <p className="small text-body-secondary mb-0">
          Создан {formatDateTime(info.created)} · изменён {formatDateTime(info.updated)} · {info.modified}
        </p>
      )}
    </form>
  );
});
