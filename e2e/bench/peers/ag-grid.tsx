// The AG Grid Community peer (issue 45): the same record, read from the page's data-props, in a grid of the
// screen's columns and row height, where the screen's table sits. Its theme (Quartz) is injected by its JS.
import { createRoot } from 'react-dom/client';
import { ClientSideRowModelModule, ModuleRegistry, RowSelectionModule, type ColDef } from 'ag-grid-community';
import { AgGridReact } from 'ag-grid-react';
import { AVAILABILITY, checkedText, placedNode, readSites, type PeerSite } from './page';

// Only the modules this grid uses (AllCommunityModule would be ~100 kB more of gzip).
ModuleRegistry.registerModules([ClientSideRowModelModule, RowSelectionModule]);

const columns: ColDef<PeerSite>[] = [
  { field: 'name', headerName: 'Название', flex: 1 },
  { field: 'url', headerName: 'Ссылка', flex: 1 },
  { field: 'category_name', headerName: 'Категория', width: 208 },
  { field: 'isAvailable', headerName: 'Доступность', width: 240, valueFormatter: (p) => `${AVAILABILITY[String(p.value)]} ${checkedText(p.data?.checkedAt ?? null)}` },
];

const { node, height } = placedNode();
createRoot(node).render(
  <div style={{ height }}>
    <AgGridReact<PeerSite> rowData={readSites(node)} columnDefs={columns} rowHeight={33} rowSelection={{ mode: 'multiRow' }} />
  </div>,
);
