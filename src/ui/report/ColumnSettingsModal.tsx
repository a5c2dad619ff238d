import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import Modal from 'react-bootstrap/Modal';
import type { ColumnSettings } from '@core/report/ColumnSettings';
import type { ReportColumn } from '@core/report/columns';

export const COLUMN_SETTINGS_TEXTS = {
  open: 'Настроить колонки',
  title: 'Настройка колонок',
  up: (title: string) => `Выше: ${title}`,
  down: (title: string) => `Ниже: ${title}`,
  showAll: 'Показать все',
  cancel: 'Отмена',
  save: 'Сохранить',
};

/** Which columns show and in which order (saved per user and page); keyboard: checkboxes and ↑/↓ buttons. */
export const ColumnSettingsModal = observer(function ColumnSettingsModal({ settings, columns }: { settings: ColumnSettings; columns: ReportColumn[] }) {
  const titleId = useId();
  const draft = settings.draft ?? [];
  const t = COLUMN_SETTINGS_TEXTS;
  return (
    <Modal show={settings.isOpen} onHide={settings.close} aria-labelledby={titleId} backdrop={settings.saving ? 'static' : true} keyboard={!settings.saving}>
      <Modal.Header closeButton closeLabel="Закрыть">
        <Modal.Title id={titleId} as="h2" className="h5">
          {t.title}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <ul className="list-group">
          {draft.map((c, i) => (
            <li key={c.field} className="list-group-item d-flex align-items-center gap-2 py-1">
              <div className="form-check mb-0 me-auto">
                <input id={`${titleId}-${c.field}`} type="checkbox" className="form-check-input" checked={c.visible} onChange={() => settings.toggle(c.field)} />
                <label className="form-check-label" htmlFor={`${titleId}-${c.field}`}>
                  {c.title}
                </label>
              </div>
              <button type="button" className="btn btn-sm btn-outline-secondary" aria-label={t.up(c.title)} disabled={i === 0} onClick={() => settings.move(c.field, -1)}>
                ↑
              </button>
              <button type="button" className="btn btn-sm btn-outline-secondary" aria-label={t.down(c.title)} disabled={i === draft.length - 1} onClick={() => settings.move(c.field, 1)}>
                ↓
              </button>
            </li>
          ))}
        </ul>
      </Modal.Body>
      <Modal.Footer>
        <button type="button" className="btn btn-link me-auto" onClick={() => settings.resetDraft(columns)}>
          {t.showAll}
        </button>
        <button type="button" className="btn btn-outline-secondary" onClick={settings.close} disabled={settings.saving}>
          {t.cancel}
        </button>
        <button type="button" className="btn btn-primary" onClick={() => void settings.save()} disabled={settings.saving}>
          {t.save}
        </button>
      </Modal.Footer>
    </Modal>
  );
});
