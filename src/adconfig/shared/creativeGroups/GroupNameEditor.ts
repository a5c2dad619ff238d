import { makeAutoObservable } from 'mobx';
import { RecordFormState, required } from '@core/record';
import type { CreativeGroupsApi, SavedGroup } from './api';
import { emptyGroup, inputOf, type CreativeGroup } from './group';
import { GROUP_TEXTS } from './texts';
import { showValidation } from './validation';

/** The group name modal: adding one, or renaming a group. */
export type NameModal = { mode: 'add' } | { mode: 'rename'; group: CreativeGroup };

/**
 * The add / rename modal of the group selector (both group screens): the name required (A 5); a new group is
 * POSTed with its campaign, a renamed one PUT whole with its version (If-Match); a refusal with field errors
 * is titled 'Ошибка валидации формы'.
 */
export class GroupNameEditor {
  modal: NameModal | null = null;
  readonly form = new RecordFormState({ name: '' }, { rules: { name: [required(GROUP_TEXTS.nameRequired)] } });

  constructor(private readonly api: Pick<CreativeGroupsApi, 'create' | 'update'>) {
    makeAutoObservable<GroupNameEditor, 'api'>(this, { form: false, api: false }, { autoBind: true });
  }

  openAdd(): void {
    this.form.load({ name: '' });
    this.modal = { mode: 'add' };
  }

  openRename(group: CreativeGroup): void {
    this.form.load({ name: group.name });
    this.modal = { mode: 'rename', group };
  }

  close(): void {
    if (!this.form.saving) this.modal = null;
  }

  /** Saves the modal's name (a new group goes into `campaignId`); the answer once saved and the modal closed, else undefined. */
  async save(campaignId: number): Promise<SavedGroup | undefined> {
    const modal = this.modal;
    if (modal === null) return undefined;
    const saved = await this.form.submit(
      ({ name }) =>
        modal.mode === 'add'
          ? this.api.create(inputOf({ ...emptyGroup(campaignId), name: name.trim() }))
          : this.api.update(modal.group.id, inputOf({ ...modal.group, name: name.trim() }), modal.group.updated || null),
      { success: false, showError: showValidation },
    );
    if (saved !== undefined) this.closeSaved();
    return saved;
  }

  private closeSaved(): void {
    this.modal = null;
  }
}
