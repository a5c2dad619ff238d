import { observer } from 'mobx-react-lite';
import Button from 'react-bootstrap/Button';
import { DataTable, type Column } from '@ui/DataTable';
import type { Site } from '../site';
import type { SitesStore } from '../SitesStore';
import { FAILED_COLUMNS } from './siteColumns';
import { ROW_HEIGHT } from './SitesTable';

/** A 2: the sites that failed the automatic check; 'Восстановить' moves one back to the list. */
export const FailedSitesTable = observer(function FailedSitesTable({ sites }: { sites: SitesStore }) {
  const columns: Column<Site>[] = [
    ...FAILED_COLUMNS,
    {
      key: 'restore',
      title: 'Действия',
      align: 'end',
      width: '10rem',
      render: (site) => (
        <Button size="sm" variant="outline-primary" onClick={() => sites.restore(site)} aria-label={`Восстановить: ${site.name}`}>
          Восстановить
        </Button>
      ),
    },
  ];
  return (
    <div className="border rounded">
      <DataTable<Site, number>
        rows={sites.unavailable}
        columns={columns}
        rowKey={(s) => s.key}
        caption="Сайты, не прошедшие автоматическую проверку"
        virtual={{ height: 320, rowHeight: ROW_HEIGHT }}
        empty="Все сайты списка прошли проверку или ещё не проверялись"
      />
    </div>
  );
});
