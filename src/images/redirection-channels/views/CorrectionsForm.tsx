import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import { SaveButton } from '../../../ui/FormModal';
import { FormField } from '../../../ui/FormField';
import { UnsavedGuard } from '../../../ui/UnsavedGuard';
import type { RedirectionChannelsStore } from '../RedirectionChannelsStore';
import { TEXTS } from '../texts';
import { ChoiceSelect } from './ChoiceSelect';

/** The unsaved-edits guard in its own observer, so a keystroke re-renders only it and the row typed in. */
const CorrectionRow = observer(function CorrectionRow({ store, rowKey, n }: { store: RedirectionChannelsStore; rowKey: number; n: number }) {
  const { editor } = store;
  const row = editor.rows.find((r) => r.key === rowKey);
  if (!row) return null;
  const errors = editor.errors[rowKey] ?? {};
  // The visible label is the field's word; the name says the row too ('Срез, %, строка 2'), for screen readers and tests.
  const named = (field: string) => `${field}${TEXTS.rowSuffix(n)}`;
  const choices = editor.eventChoices(store.formatEvents).map((c) => ({ ...c, disabled: editor.isTaken(rowKey, c.value) }));
  // The saved event of another format is still shown (not silently dropped).
  if (row.event && !choices.some((c) => c.value === row.event)) choices.push({ value: row.event, name: row.event.replace('event:', 'Событие #'), disabled: false });
  return (
    <fieldset className="row g-2 align-items-start border-bottom pb-2 mb-2">
      <legend className="col-12 fs-6 fw-semibold mb-0">{TEXTS.rowTitle(n)}</legend>
      <FormField label={TEXTS.event} error={errors.event} className="col-12">
        {(control) => <ChoiceSelect control={{ ...control, 'aria-label': named(TEXTS.event) }} value={row.event} none={TEXTS.chooseEvent} choices={choices} onChange={(v) => editor.set(rowKey, 'event', v)} />}
      </FormField>
      <FormField label={TEXTS.slice} error={errors.slice} className="col-6">
        {(control) => <input {...control} aria-label={named(TEXTS.slice)} type="text" inputMode="decimal" value={row.slice} onChange={(e) => editor.set(rowKey, 'slice', e.target.value)} autoComplete="off" />}
      </FormField>
      <FormField label={TEXTS.redirection} error={errors.redirection} className="col-6">
        {(control) => <input {...control} aria-label={named(TEXTS.redirection)} type="text" inputMode="decimal" value={row.redirection} onChange={(e) => editor.set(rowKey, 'redirection', e.target.value)} autoComplete="off" />}
      </FormField>
      <div className="col-12 d-flex gap-2 justify-content-end">
        <button type="button" className="btn btn-sm btn-outline-secondary" aria-label={TEXTS.clearRow(n)} onClick={() => editor.clearRow(rowKey)}>
          Очистить
        </button>
        <button type="button" className="btn btn-sm btn-outline-danger" aria-label={TEXTS.removeRow(n)} onClick={() => editor.removeRow(rowKey)}>
          Удалить
        </button>
      </div>
    </fieldset>
  );
});

/** I 2.8: the corrections of the chosen channel with its Save button; Enter in a field saves. */
export const CorrectionsForm = observer(function CorrectionsForm({ store }: { store: RedirectionChannelsStore }) {
  const { editor } = store;
  const channel = editor.channel;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void editor.save();
  };
  const heading = channel ? `${channel.isRedirection ? TEXTS.updating : TEXTS.creating}: ${channel.name || channel.id}` : TEXTS.corrections;
  return (
    <form className="card card-body" onSubmit={submit} noValidate aria-labelledby="redirection-corrections">
      <h2 id="redirection-corrections" className="h6 text-break">
        {heading}
      </h2>
      {store.channelLoading && <p className="text-body-secondary">{TEXTS.channelLoading}</p>}
      {!channel && !store.channelLoading && <p className="text-body-secondary">{store.chosenId === null ? TEXTS.noChannel : TEXTS.channelMissing}</p>}
      {editor.formError && (
        <div className="alert alert-danger py-2" role="alert">
          {editor.formError}
        </div>
      )}
      {channel && editor.rows.length === 0 && <p className="text-body-secondary">{TEXTS.noRows}</p>}
      {editor.rows.map((row, i) => (
        <CorrectionRow key={row.key} store={store} rowKey={row.key} n={i + 1} />
      ))}
      <div className="d-flex flex-wrap align-items-center gap-2 mt-2">
        <button type="button" className="btn btn-sm btn-outline-primary" onClick={editor.addRow} disabled={!channel}>
          {TEXTS.addRow}
        </button>
        <UnsavedGuard when={() => store.editor.dirty}>
          <span className="text-warning-emphasis small">{TEXTS.unsaved}</span>
        </UnsavedGuard>
        <div className="ms-auto">
          <SaveButton saving={editor.saving} label={TEXTS.save} />
        </div>
      </div>
    </form>
  );
});
