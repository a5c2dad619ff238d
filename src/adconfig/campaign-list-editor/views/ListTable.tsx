import { observer } from 'mobx-react-lite';
import { useMemo } from 'react';
import { DataTable, type Column } from '@ui/DataTable';
import type { CampaignListEditorStore } from '../CampaignListEditorStore';
import type { ListRow } from '../rows';
import { TEXT } from '../texts';

/** The list's rows with a check each (to-text takes the checked ones). */
export const ListTable = observer(function ListTable({ store }: { store: CampaignListEditorStore }) {
  const columns = useMemo<Column<ListRow>[]>(() => store.columns.map((c) => ({ key: c.key, title: c.title, render: (row: ListRow) => row.values[c.key] ?? '' })), [store.columns]);
  const position = useMemo(() => new Map(store.rows.map((r, i) => [r.key, i + 1])), [store.rows]);
  return (
    <DataTable
      rows={store.rows}
      columns={columns}
      rowKey={(row) => row.key}
      caption={TEXT.table}
      selection={store.selection}
      rowLabel={(row) => TEXT.rowLabel(position.get(row.key) ?? 0)}
      empty={TEXT.empty}
      maxHeight={550}
    />
  );
});
