import type { Creative } from '@adconfig/shared/creative/creative';
import type { OrdPayload } from './api';

export type OrdValues = { ord_erid: string; ord_creative_id: string };

export const valuesOf = (creative: Creative): OrdValues => ({ ord_erid: creative.ord_erid, ord_creative_id: creative.ord_creative_id });

/** Either id set: the form locks (A 4). */
export const isSet = (values: OrdValues): boolean => values.ord_erid.trim() !== '' || values.ord_creative_id.trim() !== '';

const textOrNull = (text: string): string | null => text.trim() || null;

export const payloadOf = (values: OrdValues): OrdPayload => ({ ord_erid: textOrNull(values.ord_erid), ord_creative_id: textOrNull(values.ord_creative_id) });
