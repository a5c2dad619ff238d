import { observer } from 'mobx-react-lite';
import { useRef, type ReactNode } from 'react';
import type { CrudFormRow, CrudFormStore } from '@core/crud/CrudFormStore';
import { UNSAVED_TEXT, useUnsavedGuard } from '@core/unsaved';
import { FormModal } from './FormModal';


export interface CrudFormModalProps<Row extends CrudFormRow, Values extends object, Input> {
  store: CrudFormStore<Row, Values, Input>;
  /** The titles of a create and of an edit; an edit's may name the row ('KPI-показатель «CTR»': recordTitle). */
  titles: { create: string; edit: string | ((row: Row) => string) };
  /** The fields (FormField + controls bound to store.form). */
  children: ReactNode;
  /** Footer buttons on the left (a delete button when editing, a reset button when creating). */
  extraActions?: ReactNode;
  size?: 'sm' | 'lg' | 'xl';
}

/**
 * The edit modal of a CRUD screen: FormModal bound to a CrudFormStore. Closing with unsaved edits asks;
 * leaving the page with them asks too; Save is disabled (and the modal held open) while saving.
 */
export const CrudFormModal = observer(function CrudFormModal<Row extends CrudFormRow, Values extends object, Input>({ store, titles, children, extraActions, size }: CrudFormModalProps<Row, Values, Input>) {
  const { form, editing } = store;
  const current = editing ? (typeof titles.edit === 'function' ? titles.edit(editing) : titles.edit) : titles.create;
  // While the modal fades out (the record already let go of), its title stays the one it was shown with.
  const shown = useRef(current);
  if (store.isOpen) shown.current = current;
  const title = store.isOpen ? current : shown.current;
  useUnsavedGuard(store.isOpen && store.dirty);
  return (
    <FormModal
      show={store.isOpen}
      title={title}
      onHide={() => void store.requestClose()}
      onSubmit={() => void store.save()}
      saving={form.saving}
      unsavedText={store.dirty ? UNSAVED_TEXT : undefined}
      extraActions={extraActions}
      size={size}
    >
      {children}
    </FormModal>
  );
}) as <Row extends CrudFormRow, Values extends object, Input>(props: CrudFormModalProps<Row, Values, Input>) => ReactNode;
