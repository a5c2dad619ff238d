import { makeAutoObservable, runInAction } from 'mobx';
import { CORRECTION_TEXT, CorrectionRows } from '@core/corrections';
import type { RestCollection } from '@core/crud/restCollection';
import { notify } from '@core/notify';
import type { Channel, RedirectionInput } from './api';

/**
 * The corrections form of the chosen channel (I 2.8): its rows are the shared CorrectionRows
 * (src/core/corrections: A 4 / A 5); 'Выберите канал!' first; POST when the channel is not a redirection
 * channel yet, else PUT (I 4); one save at a time; what is typed kept on failure.
 */
export class CorrectionsEditor {
  channel: Channel | null = null;
  readonly list = new CorrectionRows();
  /** The form-wide message: 'Выберите канал!', 'Форма содержит ошибки!'. */
  formError = '';
  saving = false;

  constructor(
    private readonly api: Pick<RestCollection<Channel, RedirectionInput>, 'create' | 'update'>,
    private readonly onSaved: (channel: Channel) => unknown,
  ) {
    makeAutoObservable<CorrectionsEditor, 'api' | 'onSaved'>(this, { api: false, onSaved: false, list: false }, { autoBind: true });
  }

  get dirty(): boolean {
    return this.list.dirty;
  }

  /** Opens a channel's corrections (a new redirection channel starts with one empty row). */
  open(channel: Channel | null): void {
    this.channel = channel;
    this.list.load(channel?.corrections ?? [], channel !== null);
    this.formError = '';
  }

  addRow(): void {
    this.list.addRow();
  }

  /** 'Сохранить': I 5 'Выберите канал!' first, then the corrections' checks; true when saved. */
  async save(): Promise<boolean> {
    if (this.saving) return false;
    const channel = this.channel;
    if (!channel) {
      this.formError = CORRECTION_TEXT.chooseChannel;
      notify.error(CORRECTION_TEXT.chooseChannel);
      return false;
    }
    if (!this.list.validate()) {
      this.formError = CORRECTION_TEXT.formErrors;
      notify.error(CORRECTION_TEXT.formErrors);
      return false;
    }
    this.formError = '';
    this.saving = true;
    const corrections = this.list.corrections(channel.id);
    const input = { channel_id: channel.id, corrections, source: channel.source };
    try {
      await (channel.isRedirection ? this.api.update(channel.id, input) : this.api.create(input));
      runInAction(() => {
        this.saving = false;
        this.open({ ...channel, corrections, isRedirection: true });
      });
      notify.success();
      await this.onSaved(channel);
      return true;
    } catch (error) {
      runInAction(() => {
        this.saving = false;
      });
      notify.error(error);
      return false;
    }
  }
}
