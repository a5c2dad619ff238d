import type { Column } from '@ui/DataTable';
import type { KpiIndicator } from '../api';
import type { KpiIndicatorsStore } from '../KpiIndicatorsStore';

/** S 3: ID, name, KPI type (by the name the answer's columns give it), value type, calculation class; status and actions follow (CrudTable). */
export function indicatorColumns(store: KpiIndicatorsStore): Column<KpiIndicator>[] {
  return [
    { key: 'id', title: 'ID', align: 'end', width: '5rem' },
    { key: 'name', title: 'Название' },
    { key: 'kpi_type', title: 'Тип KPI', width: '11rem', render: (row) => store.kpiTypeName(row.kpi_type) },
    { key: 'value_type', title: 'Тип значения', width: '9rem', render: (row) => store.valueTypeName(row.value_type) },
    { key: 'class_name', title: 'Класс', width: '9rem', render: (row) => store.classNameText(row.class_name) },
  ];
}
