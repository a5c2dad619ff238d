import { observer } from 'mobx-react-lite';
import { useId, type FormEvent, type KeyboardEvent } from 'react';
import Modal from 'react-bootstrap/Modal';
import { formatDateTime } from '@core/format';
import { useUnsavedGuard } from '@core/unsaved';
import './report.css';
import type { Comment } from '@core/report/comments/api';
import type { CommentsStore } from '@core/report/comments/CommentsStore';

export const COMMENTS_TEXTS = {
  title: (subject: string) => `Комментарии: ${subject}`,
  empty: 'Комментариев нет',
  placeholder: 'Комментарий (Enter — отправить, Shift+Enter — новая строка)',
  field: 'Новый комментарий',
  send: 'Отправить',
  remove: (c: Comment) => `Удалить комментарий ${c.user} от ${formatDateTime(c.created)}`,
  group: (c: Comment) => `Группа комментария ${c.user} от ${formatDateTime(c.created)}`,
  noGroup: 'Без группы',
  groups: 'Группы комментариев',
  newGroup: 'Новая группа',
  editGroup: (name: string) => `Изменить группу «${name}»`,
  removeGroup: (name: string) => `Удалить группу «${name}»`,
  groupName: 'Название',
  groupColor: 'Цвет',
  groupDescription: 'Описание',
  save: 'Сохранить',
  cancel: 'Отмена',
};
const t = COMMENTS_TEXTS;

/** WCAG relative luminance of #rrggbb. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** A group's badge in its own colour, its text black or white, whichever reads (contrast 4.5:1 where possible). */
function GroupBadge({ group }: { group: { name: string; color: string; description: string } }) {
  const light = luminance(group.color);
  const white = 1.05 / (light + 0.05);
  const black = (light + 0.05) / 0.05;
  return (
    <span className="badge" style={{ backgroundColor: group.color, color: white >= black ? '#fff' : '#000' }} title={group.description || undefined}>
      {group.name}
    </span>
  );
}

const CommentItem = observer(function CommentItem({ store, comment }: { store: CommentsStore; comment: Comment }) {
  return (
    <li className="list-group-item">
      <div className="d-flex align-items-center gap-2 small text-body-secondary">
        <span className="fw-semibold text-body">{comment.user}</span>
        <span>{formatDateTime(comment.created)}</span>
        {comment.group && <GroupBadge group={comment.group} />}
        {comment.deletable && (
          <button type="button" className="btn btn-sm btn-link text-danger ms-auto p-0" aria-label={t.remove(comment)} onClick={() => void store.remove(comment)}>
            ✕
          </button>
        )}
      </div>
      <p className="mb-1 text-break-anywhere" style={{ whiteSpace: 'pre-wrap' }}>
        {comment.content}
      </p>
      <select
        className="form-select form-select-sm w-auto"
        aria-label={t.group(comment)}
        value={comment.group ? String(comment.group.id) : ''}
        onChange={(e) => void store.setGroup(comment, e.target.value ? Number(e.target.value) : null)}
      >
        <option value="">{t.noGroup}</option>
        {store.groups.map((g) => (
          <option key={g.id} value={String(g.id)}>
            {g.name}
          </option>
        ))}
      </select>
    </li>
  );
});

const GroupForm = observer(function GroupForm({ store }: { store: CommentsStore }) {
  const id = useId();
  const form = store.groupForm;
  if (!form) return null;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void store.saveGroup();
  };
  return (
    <form className="card card-body mt-2 d-grid gap-2" onSubmit={submit} noValidate aria-label={form.id === null ? t.newGroup : t.editGroup(form.values.name)}>
      <div>
        <label className="form-label" htmlFor={`${id}-name`}>
          {t.groupName}
        </label>
        <input
          id={`${id}-name`}
          className={`form-control${form.error ? ' is-invalid' : ''}`}
          value={form.values.name}
          aria-invalid={form.error ? true : undefined}
          aria-describedby={form.error ? `${id}-error` : undefined}
          onChange={(e) => store.editGroup({ name: e.target.value })}
        />
        {form.error && (
          <div id={`${id}-error`} className="invalid-feedback">
            {form.error}
          </div>
        )}
      </div>
      <div>
        <label className="form-label" htmlFor={`${id}-color`}>
          {t.groupColor}
        </label>
        <input id={`${id}-color`} type="color" className="form-control form-control-color" value={form.values.color} onChange={(e) => store.editGroup({ color: e.target.value })} />
      </div>
      <div>
        <label className="form-label" htmlFor={`${id}-description`}>
          {t.groupDescription}
        </label>
        <input id={`${id}-description`} className="form-control" value={form.values.description} onChange={(e) => store.editGroup({ description: e.target.value })} />
      </div>
      <div className="d-flex gap-2">
        <button type="submit" className="btn btn-sm btn-primary" disabled={form.saving}>
          {t.save}
        </button>
        <button type="button" className="btn btn-sm btn-outline-secondary" onClick={store.closeGroupForm}>
          {t.cancel}
        </button>
      </div>
    </form>
  );
});

const Groups = observer(function Groups({ store }: { store: CommentsStore }) {
  const { access } = store;
  return (
    <section className="mt-4" aria-label={t.groups}>
      <div className="d-flex align-items-center mb-2">
        <h3 className="h6 mb-0 me-auto">{t.groups}</h3>
        {access.store && (
          <button type="button" className="btn btn-sm btn-outline-primary" onClick={() => store.openGroupForm()}>
            {t.newGroup}
          </button>
        )}
      </div>
      <ul className="list-unstyled d-grid gap-1 mb-0">
        {store.groups.map((g) => (
          <li key={g.id} className="d-flex align-items-center gap-2">
            <GroupBadge group={g} />
            <span className="small text-body-secondary text-truncate me-auto">{g.description}</span>
            {access.update && (
              <button type="button" className="btn btn-sm btn-link p-0" aria-label={t.editGroup(g.name)} onClick={() => store.openGroupForm(g)}>
                ✎
              </button>
            )}
            {access.destroy && (
              <button type="button" className="btn btn-sm btn-link text-danger p-0" aria-label={t.removeGroup(g.name)} onClick={() => void store.removeGroup(g)}>
                ✕
              </button>
            )}
          </li>
        ))}
      </ul>
      <GroupForm store={store} />
    </section>
  );
});

/** S 2 comments side panel: a row's comments, Enter sends (Shift+Enter a new line), delete, groups. */
export const CommentsPanel = observer(function CommentsPanel({ store }: { store: CommentsStore }) {
  // A comment typed and not sent (in any row's panel) is lost if the page goes: leaving asks first.
  useUnsavedGuard(store.hasDrafts);
  const titleId = useId();
  const fieldId = useId();
  const onKey = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      void store.send();
    }
  };
  return (
    // A modal dialog drawn as a side box (report.css): focus kept inside, Escape closes, the report stays in view.
    <Modal show={store.isOpen} onHide={store.close} aria-labelledby={titleId} dialogClassName="side-panel" scrollable>
      <Modal.Header closeButton closeLabel="Закрыть">
        <Modal.Title id={titleId} as="h2" className="h5 text-break-anywhere">
          {t.title(store.subject?.title ?? '')}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            void store.send();
          }}
        >
          <label className="form-label" htmlFor={fieldId}>
            {t.field}
          </label>
          <textarea id={fieldId} className="form-control" rows={3} value={store.text} placeholder={t.placeholder} onChange={(e) => store.setText(e.target.value)} onKeyDown={onKey} />
          <button type="submit" className="btn btn-primary btn-sm mt-2" disabled={store.sending || !store.text.trim()}>
            {t.send}
          </button>
        </form>
        <ul className={`list-group mt-3${store.loading ? ' is-reloading' : ''}`} aria-busy={store.loading || undefined} aria-label="Комментарии">
          {store.comments.map((c) => (
            <CommentItem key={c.id} store={store} comment={c} />
          ))}
          {!store.loading && store.comments.length === 0 && <li className="list-group-item text-body-secondary">{t.empty}</li>}
        </ul>
        <Groups store={store} />
      </Modal.Body>
    </Modal>
  );
});
