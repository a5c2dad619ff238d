import { makeAutoObservable, runInAction } from 'mobx';
import { RecordFormState, required } from '@core/record';
import { notify } from '@core/notify';
import type { EventLogImportApi, ImportResult } from './api';
import { DEFAULT_HOUR, TEXT } from './texts';

export interface ImportValues {
  file: File | null;
  description: string;
  /** As typed; a whole number 0..23 when sent. */
  default_hour: string;
}

const empty = (): ImportValues => ({ file: null, description: '', default_hour: String(DEFAULT_HOUR) });

/** '7', ' 07 ' → 7; anything not a whole hour of the day → null. */
export function hourOf(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,2}$/.test(trimmed)) return null;
  const hour = Number(trimmed);
  return hour <= 23 ? hour : null;
}

/** A 2 Other event-log import: file, description, default hour (11); the answer's result shown. */
export class EventLogImportStore {
  readonly form = new RecordFormState<ImportValues>(empty(), { rules: { file: [required(TEXT.fileRequired)] } });
  result: ImportResult | null = null;
  /** Bumped after an import, so the file input (which React cannot clear) is remade empty. */
  fileInputKey = 0;

  constructor(private readonly api: EventLogImportApi) {
    makeAutoObservable<EventLogImportStore, 'api'>(this, { api: false, form: false }, { autoBind: true });
  }

  get templateUrl(): string {
    return this.api.templateUrl;
  }

  /** Validates (file; the hour 0..23), sends once, shows the result; a failure keeps everything chosen and typed. */
  async submit(): Promise<boolean> {
    const { form } = this;
    const hour = hourOf(form.values.default_hour);
    if (hour === null) {
      form.validate();
      form.setErrors({ ...form.errors, default_hour: TEXT.hourInvalid });
      return false;
    }
    const result = await form.submit(
      (values) => {
        if (!values.file) throw new Error('file checked by the rules');
        return this.api.import({ file: values.file, description: values.description.trim(), defaultHour: hour });
      },
      { success: false },
    );
    if (!result) return false;
    runInAction(() => {
      this.result = result;
      this.fileInputKey += 1;
      form.load(empty());
    });
    notify.success(result.message ?? TEXT.done);
    return true;
  }
}
