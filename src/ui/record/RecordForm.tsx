import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { HashState, Schema, Values } from '../../core/hash';
import { pageNavigation } from '../../core/navigate';
import type { RecordFormState } from '../../core/record';
import { useUnsavedGuard } from '../../core/unsaved';
import { ConflictAlert } from '../ConflictAlert';
import { SaveButton } from '../FormModal';
import { HashTabs } from '../HashTabs';

export const UNSAVED_TEXT = 'Есть несохранённые изменения';
/** Said (to screen readers too) beside the title of a tab holding errors. */
export const TAB_HAS_ERRORS = 'есть ошибки';

/** What the layout reads of the form (any record's form fits). */
export type RecordFormView = Pick<
  RecordFormState<object>,
  'tabs' | 'tabsWithErrors' | 'hasTabErrors' | 'tabErrorsText' | 'otherErrors' | 'dirty' | 'saving' | 'conflict' | 'leavingTo'
>;

export interface RecordFormProps<S extends Schema> {
  form: RecordFormView;
  /** The hash holding the open tab, and its field (`bare(oneOf([...tab keys], first))`). */
  hash: HashState<S>;
  field: keyof S & string;
  /** Each tab's fields, by the key of the form's tab. */
  content: Record<string, () => ReactNode>;
  onSave: () => Promise<unknown>;
  /** Loads the current version after a 409 (ConflictAlert). */
  onReload: () => unknown;
  /** The record is loading: the form shows, disabled. */
  loading?: boolean;
  heading: ReactNode;
  /** Footer buttons beside Save. */
  actions?: ReactNode;
  back?: { href: string; label: string };
  saveLabel?: string;
  /** Tabs shown but not openable (e.g. a part saved separately, until the record exists). */
  disabledTabs?: readonly string[];
}

/**
 * A record's page: heading, tabs in the hash with a mark on each tab holding errors, the alert
 * naming those tabs, the server's errors no field shows, the 409 alert, and a footer with Save and
 * the unsaved mark. Leaving with unsaved edits asks; after a save it follows `form.leavingTo`.
 */
function RecordFormLayout<S extends Schema>({ form, hash, field, content, onSave, onReload, loading, heading, actions, back, saveLabel, disabledTabs }: RecordFormProps<S>) {
  const root = useRef<HTMLFieldSetElement>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  useUnsavedGuard(form.dirty && form.leavingTo === null);
  // After the guard's own effect has let go of the page (same commit), so leaving asks nothing.
  useEffect(() => {
    if (form.leavingTo !== null) pageNavigation.assign(form.leavingTo);
  }, [form.leavingTo]);
  // After a refused save, the first field in error takes the focus (on the tab opened for it).
  useEffect(() => {
    if (focusRequest) root.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  const save = async () => {
    await onSave();
    const wrong = form.tabsWithErrors;
    const open = String(hash.values[field]);
    if (wrong.length && !form.hasTabErrors(open)) hash.set({ [field]: wrong[0].key } as Partial<Values<S>>, 'push');
    setFocusRequest((n) => n + 1);
  };

  return (
    // A form, so Enter in a field saves as the Save button does; noValidate: the rules speak, not the browser.
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <fieldset ref={root} className="record-form d-flex flex-column gap-3" disabled={loading} aria-busy={loading || undefined}>
        <h2 className="h5 mb-0">{heading}</h2>
        {form.tabErrorsText && (
          <div className="alert alert-danger mb-0" role="alert">
            {form.tabErrorsText}
          </div>
        )}
        {form.otherErrors.length > 0 && (
          <div className="alert alert-danger mb-0" role="alert">
            <ul className="mb-0 ps-3">
              {form.otherErrors.map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
          </div>
        )}
        <ConflictAlert form={form} onReload={onReload} />
        <HashTabs
          state={hash}
          field={field}
          className="mb-0"
          tabs={form.tabs.map((tab) => ({
            key: tab.key,
            title: <TabTitle title={tab.title} wrong={form.hasTabErrors(tab.key)} />,
            disabled: disabledTabs?.includes(tab.key),
            content: () => <div className="pt-2">{content[tab.key]?.()}</div>,
          }))}
        />
        <div className="sticky-bottom bg-body border-top py-2 d-flex flex-wrap gap-3 align-items-center">
          <SaveButton saving={form.saving || form.leavingTo !== null} label={saveLabel} />
          {actions}
          {back && (
            <a href={back.href} className="btn btn-link">
              {back.label}
            </a>
          )}
          <span className="text-warning-emphasis fw-semibold" role="status" aria-live="polite">
            {form.dirty && form.leavingTo === null ? UNSAVED_TEXT : ''}
          </span>
        </div>
      </fieldset>
    </form>
  );
}

function TabTitle({ title, wrong }: { title: string; wrong: boolean }) {
  if (!wrong) return title;
  return (
    <span className="text-danger">
      {title}
      <span className="ms-1" aria-hidden="true">
        ⚠
      </span>
      <span className="visually-hidden"> ({TAB_HAS_ERRORS})</span>
    </span>
  );
}

export const RecordForm = observer(RecordFormLayout) as <S extends Schema>(props: RecordFormProps<S>) => ReactNode;
