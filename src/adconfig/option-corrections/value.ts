import { correctionErrors, correctionsOf, correctionsOfRows, rowsOfCorrections, type Correction, type CorrectionValues } from '@core/corrections';
import type { OptionErrors } from '@core/option';

/**
 * A 3 correction rows as edited (the shared CorrectionRows' rows, src/core/corrections): each with its own
 * channel, the event ('displayed', 'clicked', 'events' or 'event:{id}') and the two percents as typed.
 */
export type CorrectionsValue = CorrectionValues[];

/** params.value → the rows: anything but a list is none; entries that are not objects dropped; odd fields empty. */
export const decodeCorrections = (raw: unknown): CorrectionsValue => rowsOfCorrections(correctionsOf(raw), true);

/** What is sent: `[{channel_id, type, event_id, slice_percent, redirection_percent}]`, rows with a zero or empty slice dropped (A 5). */
export const encodeCorrections = (rows: CorrectionsValue): Correction[] => correctionsOfRows(rows, true);

/** A 5: percents 0..100 in pairs, a channel and an event for a row with percents; by the rows' paths ('2.slice'). */
export const checkCorrections = (rows: CorrectionsValue): OptionErrors => correctionErrors(rows, true);
