import { isNumeric, type FieldErrors, type Rules } from '@core/validate';
import { LIMIT_MESSAGE, limitOf, TASK_LIMIT } from '@images/shared/searchTask';
import type { ImportImage, ImportTaskInput, NewTaskInput } from './api';
import type { Tag } from '@images/shared/tags';
import { TEXTS } from './texts';

/** The add modal's values as its controls hold them ('' = none); `tag` is the chosen tag's id. */
export interface AddValues {
  tag: string;
  name: string;
  search_query: string;
  limit_qty: string;
}

/** The import modal's values: the file's name, then what the file filled in (the images are kept beside, not in the form). */
export interface ImportValues {
  file: string;
  name: string;
  search_query: string;
  limit_qty: string;
  found_qty: string;
}

export const emptyAdd = (): AddValues => ({ tag: '', name: '', search_query: '', limit_qty: String(TASK_LIMIT.default) });
export const emptyImport = (): ImportValues => ({ file: '', name: '', search_query: '', limit_qty: '', found_qty: '' });

const required = [{ rule: 'required' as const, message: TEXTS.required }];
const requiredNumber = [
  { rule: 'required' as const, message: TEXTS.requiredNumber },
  { rule: 'numeric' as const, message: TEXTS.requiredNumber },
];

/** I 5: name and search_query required, limit_qty required and numeric. */
export const ADD_RULES: Rules<AddValues> = { name: required, search_query: required, limit_qty: requiredNumber };
/** I 5: the import form also requires name, search_query, limit_qty and found_qty. */
export const IMPORT_RULES: Rules<ImportValues> = { name: required, search_query: required, limit_qty: requiredNumber, found_qty: requiredNumber };

/** I 9: a numeric limit outside 0..800 (or not whole) says so under the field. */
export function limitProblem(text: string): string | undefined {
  return isNumeric(text) && limitOf(text) === null ? LIMIT_MESSAGE : undefined;
}

export function checkAdd(values: AddValues): FieldErrors<AddValues> {
  const limit = limitProblem(values.limit_qty);
  return limit ? { limit_qty: limit } : {};
}

const whole = (text: string): number => Math.round(Number(text.trim().replace(',', '.')));

/** I 7: POST {path} with name, search_query, limit_qty, tag, is_tag; with a tag the name is the tag's. */
export function newTaskInput(values: AddValues, tags: readonly Tag[]): NewTaskInput {
  const tag = tags.find((t) => String(t.id) === values.tag) ?? null;
  return {
    name: tag ? tag.name : values.name.trim(),
    search_query: values.search_query.trim(),
    limit_qty: whole(values.limit_qty),
    tag: tag ? tag.id : null,
    is_tag: tag !== null,
  };
}

/** I 7: POST {path} with name, search_query, limit_qty, found_qty, images. */
export function importInput(values: ImportValues, images: readonly ImportImage[]): ImportTaskInput {
  return {
    name: values.name.trim(),
    search_query: values.search_query.trim(),
    limit_qty: whole(values.limit_qty),
    found_qty: whole(values.found_qty),
    images: [...images],
  };
}
