import { observer } from 'mobx-react-lite';
import Button from 'react-bootstrap/Button';
import { notify } from '../core/notify';

export const RELOAD_VERSION_CONFIRM = 'Загрузить текущую версию записи? Изменения на этой странице будут заменены ею.';

/**
 * A save met a newer version of the record (409, another tab or user): says so, keeps the edits on
 * the page, and offers the current version (after asking, since it replaces them).
 */
export const ConflictAlert = observer(function ConflictAlert({ form, onReload }: { form: { readonly conflict: string | null }; onReload: () => unknown }) {
  if (!form.conflict) return null;
  const reload = async () => {
    if (await notify.confirm(RELOAD_VERSION_CONFIRM, { confirmLabel: 'Загрузить' })) await onReload();
  };
  return (
    <div className="alert alert-warning d-flex flex-wrap align-items-center gap-3" role="alert">
      <span>{form.conflict}</span>
      <Button variant="outline-dark" size="sm" onClick={() => void reload()}>
        Загрузить текущую версию
      </Button>
    </div>
  );
});
