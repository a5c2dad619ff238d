import type { FieldOption } from '@ui/record/fields';
import type { Choice } from '../props';

/** A dictionary of the page as a select's options. */
export const optionsOf = (choices: Choice[] | undefined): FieldOption[] => (choices ?? []).map((c) => ({ value: c.id, label: c.name }));
