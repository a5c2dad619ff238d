import { observer } from 'mobx-react-lite';
import { formatDateTime } from '@core/format';
import { SelectField, TextAreaField, TextField } from '@ui/record/fields';
import { COMMON_STATUSES } from '@ui/StatusBadge';
import type { SitesListStatus } from '../api';
import type { SitesListFormStore } from '../SitesListFormStore';

const STATUS_OPTIONS = (['active', 'blocked'] as const satisfies readonly SitesListStatus[]).map((status) => ({ value: status, label: COMMON_STATUSES[status].text }));

export interface ListFieldsProps {
  store: SitesListFormStore;
  exportUrl: string | null;
}

/** Name, description, status (edit only) and the saved list's Excel download (edit only). */
export const ListFields = observer(function ListFields({ store, exportUrl }: ListFieldsProps) {
  const { form, info } = store;
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
        <TextField form={form} path="name" label="Название" required maxLength={255} className="col-lg-6" />
        {store.isEdit && <SelectField form={form} path="status" label="Статус" options={STATUS_OPTIONS} className="col-lg-3" />}
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
        <TextAreaField form={form} path="description" label="Описание" rows={2} className="col-12" />
      </div>
      {info && (
        <p className="small text-body-secondary mb-0">
          Создан {formatDateTime(info.created)} · изменён {formatDateTime(info.updated)} · {info.modified}
        </p>
      )}
    </form>
  );
});
