import { makeAutoObservable } from 'mobx';
import { RecordFormState, RecordPageState } from '@core/record';
import { SetLock } from '@core/setLock';
import type { Creative } from '@adconfig/shared/creative/creative';
import type { CreativeOrdApi } from './api';
import { TEXT } from './texts';
import { isSet, payloadOf, valuesOf, type OrdValues } from './values';

/** A 2 Creative ORD form: the flight's ord_erid and ord_creative_id, locked once set (A 4), saved with POST /creatives/settings/ord/{id}. */
export class CreativeOrdStore {
  readonly form = new RecordFormState<OrdValues>({ ord_erid: '', ord_creative_id: '' });
  readonly page: RecordPageState<OrdValues, undefined, Creative>;
  readonly lock = new SetLock(TEXT.unlockQuestion);
  savedName = '';

  constructor(
    private readonly api: CreativeOrdApi,
    readonly id: number,
    /** The flight the page printed (data-props `record`): no read call then. */
    given: Creative | null = null,
  ) {
    this.page = new RecordPageState(this.form, {
      id,
      get: api.get,
      given: given?.id === id ? given : null,
      apply: (creative) => {
        if (!creative) return;
        this.form.load(valuesOf(creative));
        this.savedName = creative.name;
        this.lock.follow(isSet(this.form.values));
      },
    });
    makeAutoObservable<CreativeOrdStore, 'api'>(this, { form: false, page: false, lock: false, api: false }, { autoBind: true });
  }

  /** Saved: the page stays with the toast, locked again when an id is set. */
  async save(): Promise<void> {
    await this.page.save((values) => this.api.save(this.id, payloadOf(values)), {
      redirect: (saved) => saved.redirect,
      saved: () => this.lock.follow(isSet(this.form.values)),
    });
  }
}
