// The bare TanStack Table 9 + @tanstack/react-virtual peer (issue 45): the same record, read from the page's
// data-props, in a windowed table of the screen's columns and row height, where the screen's table sits.
import { useRef } from 'react';
import { createRoot } from 'react-dom/client';
import { createColumnHelper, tableFeatures, useTable } from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { AVAILABILITY, checkedText, placedNode, readSites, type PeerSite } from './page';

const ROW_HEIGHT = 33;
const features = tableFeatures({});
const helper = createColumnHelper<typeof features, PeerSite>();
const columns = helper.columns([
  helper.display({ id: 'select', header: () => <input type="checkbox" aria-label="Выбрать все" />, cell: () => <input type="checkbox" aria-label="Выбрать сайт" /> }),
  helper.accessor('name', { header: 'Название' }),
  helper.accessor('url', { header: 'Ссылка', cell: (info) => <a href={info.getValue()}>{info.getValue()}</a> }),
  helper.accessor('category_name', { header: 'Категория' }),
  helper.accessor('isAvailable', { header: 'Доступность', cell: (info) => `${AVAILABILITY[String(info.getValue())]} ${checkedText(info.row.original.checkedAt)}` }),
]);

const cellStyle = { padding: '4px 8px', whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis', borderBottom: '1px solid #dee2e6' } as const;

function Table({ data, height }: { data: PeerSite[]; height: number }) {
  const table = useTable({ features, columns, data });
  const rows = table.getRowModel().rows;
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({ count: rows.length, getScrollElement: () => scrollRef.current, estimateSize: () => ROW_HEIGHT, overscan: 10, initialRect: { width: 1340, height } });
  const items = virtualizer.getVirtualItems();
  const before = items.length ? items[0].start : 0;
  const after = items.length ? virtualizer.getTotalSize() - items[items.length - 1].end : 0;
  return (
    <div ref={scrollRef} style={{ height, overflow: 'auto', border: '1px solid #dee2e6', font: '14px system-ui, sans-serif' }}>
      <table style={{ width: '100%', tableLayout: 'fixed', borderCollapse: 'collapse' }}>
        <thead style={{ position: 'sticky', top: 0, background: '#fff' }}>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => (
                <th key={header.id} style={{ ...cellStyle, textAlign: 'left', width: header.id === 'select' ? 32 : undefined }}>
                  {header.isPlaceholder ? null : <table.FlexRender header={header} />}
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody>
          {before > 0 && <tr style={{ height: before }} />}
          {items.map((item) => {
            const row = rows[item.index];
            return (
              <tr key={row.id} data-index={item.index} style={{ height: ROW_HEIGHT }}>
                {row.getAllCells().map((cell) => (
                  <td key={cell.id} style={cellStyle}>
                    <table.FlexRender cell={cell} />
                  </td>
                ))}
              </tr>
            );
          })}
          {after > 0 && <tr style={{ height: after }} />}
        </tbody>
      </table>
    </div>
  );
}

const { node, height } = placedNode();
createRoot(node).render(<Table data={readSites(node)} height={height} />);
