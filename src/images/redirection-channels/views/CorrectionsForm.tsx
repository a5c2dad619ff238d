import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import { SaveButton } from '@ui/FormModal';
import { CorrectionRowsFields } from '@ui/corrections/CorrectionRowsFields';
import { LoadFailed } from '@ui/LoadFailed';
import { UnsavedGuard } from '@ui/UnsavedGuard';
import type { RedirectionChannelsStore } from '../RedirectionChannelsStore';
import { TEXTS } from '../texts';

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
      {!channel && !store.channelLoading && store.channelFailed && <LoadFailed text={TEXTS.channelFailed} onRetry={store.retryChannel} />}
      {!channel && !store.channelLoading && !store.channelFailed && <p className="text-body-secondary">{store.chosenId === null ? TEXTS.noChannel : TEXTS.channelMissing}</p>}
      {editor.formError && (
        <div className="alert alert-danger py-2" role="alert">
          {editor.formError}
        </div>
      )}
      {channel && editor.list.rows.length === 0 && <p className="text-body-secondary">{TEXTS.noRows}</p>}
      <CorrectionRowsFields list={editor.list} events={store.formatEvents} />
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
