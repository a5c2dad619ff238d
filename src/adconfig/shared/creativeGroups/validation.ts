import { ApiError } from '@core/apiError';
import { notify } from '@core/notify';
import { GROUP_TEXTS } from './texts';

/** A 5: a refused group save says 'Ошибка валидации формы' above its errors; other failures the usual 'Ошибка'. */
export function showValidation(error: unknown): void {
  if (error instanceof ApiError && Object.keys(error.fieldErrors).length > 0) notify.error(error, GROUP_TEXTS.validationTitle);
  else notify.error(error);
}

/** A save refused before it is sent (A 5), titled 'Ошибка валидации формы'. */
export function refuse(message: string): false {
  notify.error(message, GROUP_TEXTS.validationTitle);
  return false;
}
