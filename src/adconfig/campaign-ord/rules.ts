import { required, type PathRules, type RuleFn } from '@core/record';
import { LABEL, TEXT } from './texts';

/** The end not before the begin (both Y-m-d: compared as text). */
const notBeforeBegin: RuleFn = (value, ctx) => {
  const begin = String(ctx.get('date_begin') ?? '');
  const end = String(value ?? '');
  return begin && end && end < begin ? TEXT.endBeforeBegin : null;
};

export const periodRules: PathRules = {
  date_begin: [required(TEXT.required(LABEL.date_begin))],
  date_end: [required(TEXT.required(LABEL.date_end)), notBeforeBegin],
};
