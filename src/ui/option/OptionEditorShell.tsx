import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import type { OptionEditorStore } from '@core/option';
import { useUnsavedGuard } from '@core/unsaved';
import { useIslandCommand } from '@core/islandCommands';
import { pageNavigation } from '@core/navigate';
import { bringIntoView } from '../bringIntoView';
import { SaveButton } from '../FormModal';
import { OnOffToggle } from '../OnOffToggle';
import { unknownValueText } from '@core/unknownValue';
import { OPTION_TEXT } from './texts';

export interface OptionEditorShellProps<V> {
  store: OptionEditorStore<V>;
  /** The editor's heading (what is targeted). */
  title: string;
  /** props.hideSaveButton: the page around the editor saves it, by the island's `island:save` command. */
  hideSave?: boolean;
  /** The value editor; rendered once the option has loaded, locked while the target is off. */
  children: ReactNode;
  /** Under the value editor, not locked while the target is off (presets). */
  aside?: ReactNode;
}

/** The unsaved mark, the failed save's messages, the unsaved guard and the redirect after a save: their own observer, so a keystroke re-renders only them. */
const SaveState = observer(function SaveState<V>({ store }: { store: OptionEditorStore<V> }) {
  useUnsavedGuard(store.dirty && store.leavingTo === null);
  useEffect(() => {
    if (store.leavingTo !== null) pageNavigation.assign(store.leavingTo);
  }, [store.leavingTo]);
  return (
    <>
      <span className="text-warning-emphasis fw-semibold" role="status" aria-live="polite">
        {store.dirty ? OPTION_TEXT.unsaved : ''}
      </span>
      {store.saveError && (
        <div className="alert alert-danger py-2 mb-0 w-100" role="alert">
          <span className="fw-semibold">{OPTION_TEXT.notSaved}</span> {store.saveError.join(' ')}
        </div>
      )}
    </>
  );
});

/**
 * The switch of an option whose status came missing or unrecognised: indeterminate, saying so (with the
 * value as it came), until the operator switches it on (then it is an ordinary on/off switch).
 */
const UnknownStatus = observer(function UnknownStatus<V>({ store }: { store: OptionEditorStore<V> }) {
  const id = useId();
  const raw = store.rawStatus;
  return (
    <div className="form-check form-switch mb-0">
      <input
        id={id}
        className="form-check-input"
        type="checkbox"
        role="switch"
        aria-checked="mixed"
        aria-describedby={`${id}-hint`}
        checked={false}
        ref={(node) => {
          if (node) node.indeterminate = true;
        }}
        onChange={() => store.setStatus(1)}
      />
      <label className="form-check-label" htmlFor={id}>
        <span className="visually-hidden">{OPTION_TEXT.statusLabel}: </span>
        {OPTION_TEXT.statusUnknown}
        {raw !== undefined && raw !== null && raw !== '' ? ` — ${unknownValueText(raw)}` : ''}
      </label>
      <div id={`${id}-hint`} className="form-text mt-0">
        {OPTION_TEXT.statusUnknownHint}
      </div>
    </div>
  );
});

/** The value came in a shape the editor does not know: said once above the editor, with the value as it came. */
const ForeignValue = observer(function ForeignValue<V>({ store }: { store: OptionEditorStore<V> }) {
  if (!store.foreign || store.dirty) return null;
  return (
    <p className="alert alert-warning py-2" role="status">
      {OPTION_TEXT.foreignValue} {unknownValueText(store.foreignRaw)}. {OPTION_TEXT.foreignValueHint}
    </p>
  );
});

/**
 * The frame of every option editor (A 4): the status switch (none for an editor without a status) 'Включен' / 'Выключен', the value editor
 * locked with 'Таргет не включен' while off, the save button, the server's errors and the unsaved mark.
 * Enter in a field saves, as the button does.
 */
export const OptionEditorShell = observer(function OptionEditorShell<V>({ store, title, hideSave, children, aside }: OptionEditorShellProps<V>) {
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  // A refused save shows why where the operator is (issue 44): the first field in error, scrolled to and focused;
  // the form's message stays beside Save in the footer, which stays in view on a long editor.
  const save = async (): Promise<boolean> => {
    const saved = await store.save();
    if (!saved) bringIntoView(form.current?.querySelector<HTMLElement>('[aria-invalid="true"]'));
    return saved;
  };
  useIslandCommand('save', save, hideSave === true);
  if (store.loadState === 'loading') {
    return (
      <div className="load-state small text-body-secondary" role="status" aria-live="polite">
        <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
        {OPTION_TEXT.loading}
      </div>
    );
  }
  if (store.loadState === 'failed') {
    return (
      <div className="alert alert-danger d-flex align-items-center gap-3" role="alert">
        {OPTION_TEXT.loadFailed}
        <Button variant="outline-danger" size="sm" onClick={() => void store.load()}>
          {OPTION_TEXT.retry}
        </Button>
      </div>
    );
  }
  return (
    <form
      ref={form}
      className="option-editor card"
      aria-labelledby={`${id}-title`}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <div className="card-header d-flex flex-wrap align-items-center gap-3">
        <h2 id={`${id}-title`} className="h5 mb-0 me-auto">
          {title}
        </h2>
        {store.statusUnknown ? <UnknownStatus store={store} /> : !store.statusless && <OnOffToggle label={OPTION_TEXT.statusLabel} value={store.status ?? 0} onChange={store.setStatus} />}
      </div>
      <div className="card-body">
        <ForeignValue store={store} />
        {!store.on && (
          <p id={`${id}-off`} className="alert alert-secondary py-2">
            {OPTION_TEXT.off}
          </p>
        )}
        <fieldset disabled={!store.on} aria-describedby={store.on ? undefined : `${id}-off`} title={store.on ? undefined : OPTION_TEXT.off}>
          {children}
        </fieldset>
        {aside}
      </div>
      <div className="card-footer sticky-bottom bg-body d-flex flex-wrap align-items-center gap-3">
        {!hideSave && <SaveButton saving={store.saving || store.leavingTo !== null} label={OPTION_TEXT.save} />}
        <SaveState store={store} />
      </div>
    </form>
  );
});
