import { formatDateTime } from '@core/format';
import type { Column } from '@ui/DataTable';
import type { Channel } from '../api';
import type { RedirectionChannelsStore } from '../RedirectionChannelsStore';

/** I 2.8: channel id, name, format, date added, date changed; the actions (Изменить opens its corrections, Удалить) follow (CrudTable). */
export function channelColumns(store: RedirectionChannelsStore): Column<Channel>[] {
  return [
    { key: 'id', title: 'ID канала', align: 'end', width: '5.5rem' },
    { key: 'name', title: 'Название' },
    { key: 'format_id', title: 'Формат', render: (row) => store.formatName(row) },
    { key: 'created', title: 'Добавлен', width: '6.5rem', render: (row) => formatDateTime(row.created) },
    { key: 'updated', title: 'Изменён', width: '6.5rem', render: (row) => formatDateTime(row.updated) },
  ];
}
