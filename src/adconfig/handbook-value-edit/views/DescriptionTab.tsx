import { TextAreaField } from '@ui/record/fields';
import type { HandbookValueEditStore } from '../HandbookValueEditStore';
import { TEXT } from '../texts';

/** An extension tab: the value's description (params.description). */
export function DescriptionTab({ store }: { store: HandbookValueEditStore }) {
  return <TextAreaField form={store.form} path="params.description" label={TEXT.description} rows={6} />;
}
