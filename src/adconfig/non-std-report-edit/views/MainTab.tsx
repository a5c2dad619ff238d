import { observer } from 'mobx-react-lite';
import type { FieldOption } from '@ui/record/fields';
import { CodeField } from '@ui/codeEditor/CodeField';
import { RowsField, SelectField, TextField } from '@ui/record/fields';
import type { Choice } from '@adconfig/shared/non-std-reports/dictionaries';
import { FILTER_TYPES } from '@adconfig/shared/non-std-reports/report';
import type { NonStdReportEditStore } from '../NonStdReportEditStore';
import { FILTER_TYPE_TEXT, LABEL, TEXT } from '../texts';
import { newFilter } from '../values';

export interface Dictionaries {
  dataSources: readonly Choice[];
  resultTypes: readonly Choice[];
  statuses: readonly Choice[];
  projects: readonly Choice[];
}

const optionsOf = (list: readonly Choice[]): FieldOption[] => list.map((c) => ({ value: c.id, label: c.name }));
const TYPE_OPTIONS: FieldOption[] = FILTER_TYPES.map((t) => ({ value: t, label: FILTER_TYPE_TEXT[t] }));

/** Parameters shown at first and per 'Показать ещё' (with a search by key beyond them): thousands stay a page. */
const FILTERS_PAGE = 50;

/** Request template and its parameters on the left; name, data source, result type, project, status on the right. */
export const MainTab = observer(function MainTab({ store, dictionaries }: { store: NonStdReportEditStore; dictionaries: Dictionaries }) {
  const { form } = store;
  return (
    <div className="row">
      <div className="col-lg-8">
        <CodeField form={form} path="request_tpl" label={LABEL.requestTpl} required rows={12} help={TEXT.templateHelp} className="mb-3" fileName="шаблон-запроса" />
        <RowsField
          form={form}
          path="filters"
          label={LABEL.filters}
          addLabel={TEXT.addFilter}
          empty={TEXT.noFilters}
          newRow={newFilter}
          removeLabel={TEXT.removeFilter}
          pageSize={FILTERS_PAGE}
          search={{ label: TEXT.findFilter, rowText: (i) => form.text(`filters.${i}.key`) }}
          renderRow={(rowPath, i) => (
            <>
              <TextField form={form} path={`${rowPath}.key`} label={`${LABEL.filterKey} ${i + 1}`} required className="col-md-4 mb-2" maxLength={64} />
              <SelectField form={form} path={`${rowPath}.type`} label={`${LABEL.filterType} ${i + 1}`} options={TYPE_OPTIONS} className="col-md-3 mb-2" />
              <TextField form={form} path={`${rowPath}.default`} label={`${LABEL.filterDefault} ${i + 1}`} className="col-md-5 mb-2" />
            </>
          )}
        />
      </div>
      <div className="col-lg-4">
        <TextField form={form} path="name" label={LABEL.name} required className="mb-3" maxLength={255} />
        <SelectField form={form} path="data_source" label={LABEL.dataSource} required placeholder={TEXT.choose} options={optionsOf(dictionaries.dataSources)} className="mb-3" />
        <SelectField form={form} path="result_type" label={LABEL.resultType} required placeholder={TEXT.choose} options={optionsOf(dictionaries.resultTypes)} className="mb-3" />
        <SelectField form={form} path="organization_id" label={LABEL.project} placeholder={TEXT.noProject} options={optionsOf(dictionaries.projects)} className="mb-3" />
        <SelectField form={form} path="status" label={LABEL.status} options={optionsOf(dictionaries.statuses)} className="mb-3" />
      </div>
    </div>
  );
});
