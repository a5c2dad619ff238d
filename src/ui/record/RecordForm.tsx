import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { HashState, Schema, Values } from '@core/hash';
import type { RecordFormState } from '@core/record';
import { UNSAVED_TEXT } from '@core/unsaved';
import { bringIntoView } from '../bringIntoView';
import { ConflictAlert } from '../ConflictAlert';
import { SaveButton } from '../FormModal';
import { HashTabs } from '../HashTabs';
import { useRecordLeave } from './useRecordLeave';

/** Said (to screen readers too) beside the title of a tab holding errors. */
export const TAB_HAS_ERRORS = 'есть ошибки';

/** Beside Save after a refused save (the spec's whole-form text, A 5): seen where the click was, however long the form. */
export const FORM_HAS_ERRORS = 'Форма содержит ошибки!';

/** What the layout reads of the form (any record's form fits). */
export type RecordFormView = Pick<
  RecordFormState<object>,
  'tabs' | 'tabsWithErrors' | 'hasTabErrors' | 'tabErrorsText' | 'otherErrors' | 'hasErrors' | 'dirty' | 'saving' | 'conflict' | 'leavingTo'
>;

/** What the layout reads of a record screen's store: its form, its page's load (the form disabled while it runs; the current version after a 409), the hash of a form in tabs. */
export interface RecordStoreView<S extends Schema> {
  form: RecordFormView;
  page: { readonly loading: boolean; load(): Promise<void> };
  hash?: HashState<S>;
}

/** The form in tabs: the hash field holding the open tab (`bare(oneOf([...tab keys], first))`), each tab's fields by key. */
interface Tabbed<S extends Schema> {
  field: keyof S & string;
  content: Record<string, () => ReactNode>;
  children?: never;
}

/** A flat form: its fields, no tabs. */
interface Flat {
  field?: never;
  content?: never;
  children: ReactNode;
}

export type RecordFormProps<S extends Schema> = (Tabbed<S> | Flat) & {
  store: RecordStoreView<S>;
  onSave: () => Promise<unknown>;
  /** The page's heading (h2); a flat form whose sections carry their own headings may go without. */
  heading?: ReactNode;
  /** Footer buttons beside Save. */
  actions?: ReactNode;
  back?: { href: string; label: string };
  saveLabel?: string;
  /** Tabs shown but not openable (e.g. a part saved separately, until the record exists). */
  disabledTabs?: readonly string[];
  /** false: Enter in a field does not save (a page whose fields have their own Enter: a filter, a site to add). */
  enterSaves?: boolean;
};

/**
 * A record's page: heading, tabs in the hash with a mark on each tab holding errors, the alert
 * naming those tabs, the server's errors no field shows, the 409 alert, and a footer with Save and
 * the unsaved mark. Leaving with unsaved edits asks; after a save it follows `form.leavingTo`. Without
 * tabs (children instead of field/content) a flat form gets the same page around its fields.
 */
function RecordFormLayout<S extends Schema>({ store, field, content, children, onSave, heading, actions, back, saveLabel, disabledTabs, enterSaves = true }: RecordFormProps<S>) {
  const { form, hash } = store;
  const loading = store.page.loading;
  const root = useRef<HTMLFieldSetElement>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  useRecordLeave(form);
  // After a refused save, the operator sees why where they are: the first field in error (on the tab opened
  // for it), else the alert of errors no field shows, scrolled into view and focused. A 409's alert brings itself.
  useEffect(() => {
    if (!focusRequest || form.conflict) return;
    bringIntoView(root.current?.querySelector<HTMLElement>('[aria-invalid="true"]') ?? root.current?.querySelector<HTMLElement>('.record-form-errors'));
  }, [focusRequest, form]);

  const save = async () => {
    await onSave();
    const wrong = form.tabsWithErrors;
    if (hash && field !== undefined && wrong.length && !form.hasTabErrors(String(hash.values[field]))) hash.set({ [field]: wrong[0].key } as Partial<Values<S>>, 'push');
    setFocusRequest((n) => n + 1);
  };

  const fields = (
    <fieldset ref={root} className="record-form d-flex flex-column gap-3" disabled={loading} aria-busy={loading || undefined}>
      {heading !== undefined && <h2 className="h5 mb-0">{heading}</h2>}
      {form.tabErrorsText && (
        <div className="alert alert-danger mb-0 record-form-errors" role="alert" tabIndex={-1}>
          {form.tabErrorsText}
        </div>
      )}
      {form.otherErrors.length > 0 && (
        <div className="alert alert-danger mb-0 record-form-errors" role="alert" tabIndex={-1}>
          <ul className="mb-0 ps-3">
            {form.otherErrors.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        </div>
      )}
      <ConflictAlert form={form} onReload={store.page.load} />
      {hash && field !== undefined ? (
        <HashTabs
          state={hash}
          field={field}
          className="mb-0"
          tabs={form.tabs.map((tab) => ({
            key: tab.key,
            title: <TabTitle title={tab.title} wrong={form.hasTabErrors(tab.key)} />,
            disabled: disabledTabs?.includes(tab.key),
            content: () => <div className="pt-2">{content?.[tab.key]?.()}</div>,
          }))}
        />
      ) : (
        children
      )}
      <div className="sticky-bottom bg-body border-top py-2 d-flex flex-wrap gap-3 align-items-center">
        <SaveButton saving={form.saving || form.leavingTo !== null} label={saveLabel} onClick={enterSaves ? undefined : () => void save()} />
        {actions}
        {back && (
          <a href={back.href} className="btn btn-link">
            {back.label}
          </a>
        )}
        {focusRequest > 0 && form.hasErrors && <span className="text-danger fw-semibold">{FORM_HAS_ERRORS}</span>}
        <span className="text-warning-emphasis fw-semibold" role="status" aria-live="polite">
          {form.dirty ? UNSAVED_TEXT : ''}
        </span>
      </div>
    </fieldset>
  );
  if (!enterSaves) return fields;
  return (
    // A form, so Enter in a field saves as the Save button does; noValidate: the rules speak, not the browser.
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      {fields}
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
