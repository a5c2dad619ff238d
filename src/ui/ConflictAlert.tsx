import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import Button from 'react-bootstrap/Button';
import { notify } from '@core/notify';
import { bringIntoView } from './bringIntoView';

export const RELOAD_VERSION_CONFIRM = 'Загрузить текущую версию записи? Изменения на этой странице будут заменены ею.';

/**
 * A save met a newer version of the record (409, another tab or user): says so where the operator is
 * (scrolled into view and focused as it appears: a long form's top is far from its Save), keeps the
 * edits on the page, and offers the current version (after asking, since it replaces them).
 */
export const ConflictAlert = observer(function ConflictAlert({ form, onReload }: { form: { readonly conflict: string | null }; onReload: () => unknown }) {
  if (!form.conflict) return null;
  return <Conflict text={form.conflict} onReload={onReload} />;
});

// Mounted anew for each conflict (a save clears the last one first), so each one is brought into view.
function Conflict({ text, onReload }: { text: string; onReload: () => unknown }) {
  const alert = useRef<HTMLDivElement>(null);
  useEffect(() => bringIntoView(alert.current), []);
  const reload = async () => {
    if (await notify.confirm(RELOAD_VERSION_CONFIRM, { confirmLabel: 'Загрузить' })) await onReload();
  };
  return (
    <div ref={alert} tabIndex={-1} className="alert alert-warning d-flex flex-wrap align-items-center gap-3" role="alert">
      <span>{text}</span>
      <Button variant="outline-dark" size="sm" onClick={() => void reload()}>
        Загрузить текущую версию
      </Button>
    </div>
  );
}
