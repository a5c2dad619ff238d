import { formatDateTime, formatNumber } from '@core/format';
import { safeHref } from '@core/safeUrl';
import type { Column } from '@ui/DataTable';
import type { CreativeFile } from '../api';
import { TEXTS } from '../texts';

/** A file's name, linked to its url when that is a link the browser may open (never javascript:). */
function FileName({ file }: { file: CreativeFile }) {
  const href = file.url ? safeHref(file.url) : undefined;
  return (
    <>
      {href ? (
        <a href={href} target="_blank" rel="noopener noreferrer">
          {file.name}
        </a>
      ) : (
        file.name
      )}
      {file.isRelation && <span className="badge text-bg-info ms-2">{TEXTS.related}</span>}
    </>
  );
}

/** A 3 file: name (with its link), size in Kb, updated (d.m.Y H:i). */
export const fileColumns: Column<CreativeFile>[] = [
  { key: 'name', title: 'Файл', render: (file) => <FileName file={file} /> },
  { key: 'file_size', title: 'Размер, Кб', align: 'end', width: '8rem', render: (file) => (file.sizeKb === null ? '' : formatNumber(file.sizeKb, 2)) },
  { key: 'updated', title: 'Изменён', width: '10rem', render: (file) => formatDateTime(file.updated) },
];
