import { formatDate, formatMoney } from '@core/format';
import type { Column } from '@ui/DataTable';
import type { ClosingDocument } from '../api';
import type { DocumentType } from '../props';

const period = (row: ClosingDocument): string => [formatDate(row.date_begin), formatDate(row.date_end)].filter(Boolean).join(' — ');

/** S 3: number, type, signed, period, the amounts with VAT and the unit cost; edit and delete follow (CrudTable). */
export function documentColumns(types: DocumentType[]): Column<ClosingDocument>[] {
  const typeName = (id: string) => types.find((t) => t.id === id)?.name ?? id;
  return [
    { key: 'doc_number', title: 'Номер', width: '8rem' },
    { key: 'type_id', title: 'Тип', width: '9rem', render: (row) => typeName(row.type_id) },
    { key: 'date_signed', title: 'Подписан', width: '7rem', render: (row) => formatDate(row.date_signed) },
    { key: 'period', title: 'Период', width: '12rem', render: period },
    { key: 'amount', title: 'Сумма с НДС', align: 'end', width: '9rem', render: (row) => formatMoney(row.amount) },
    { key: 'full_amount', title: 'Полная сумма с НДС', align: 'end', width: '9rem', render: (row) => formatMoney(row.full_amount) },
    { key: 'unit_cost', title: 'Стоимость единицы', align: 'end', width: '8rem', render: (row) => formatMoney(row.unit_cost) },
  ];
}
