import { reaction } from 'mobx';
import { disposers } from '../disposers';
import { bare, oneOf } from '../hash';

/**
 * `#new` opens a CRUD screen's add modal, so "add a …" can be linked to (and the form gates reach the
 * modal form). The hash field, its binding to the modal, and the add action, shared by every CRUD screen.
 */
export type AddModalView = '' | 'new';
export const addModalField = () => bare(oneOf<AddModalView>(['', 'new'], ''));

interface ViewHash {
  readonly values: { view: AddModalView };
  set(patch: { view: AddModalView }, mode: 'replace'): boolean;
}
interface AddModal {
  readonly isOpen: boolean;
  openCreate(): void;
}

/** 'Добавить': the hash says #new (one entry replaced, not a Back step), and the modal follows. */
export function requestAddModal(hash: ViewHash): void {
  hash.set({ view: 'new' }, 'replace');
}

/** The modal opens when the hash says #new and the hash forgets #new when the modal closes; returns the disposer. */
export function bindAddModal(hash: ViewHash, modal: AddModal): () => void {
  return disposers(
    reaction(
      () => hash.values.view,
      (view) => {
        if (view === 'new' && !modal.isOpen) modal.openCreate();
      },
      { fireImmediately: true },
    ),
    reaction(
      () => modal.isOpen,
      (open) => {
        if (!open && hash.values.view === 'new') hash.set({ view: '' }, 'replace');
      },
    ),
  );
}
