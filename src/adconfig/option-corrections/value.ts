import { correctionErrors, correctionsOf, correctionsOfRows, isSentCorrection, rowsOfCorrections, type Correction, type CorrectionValues } from '@core/corrections';
import { isObject } from '@core/decode';
import { answeredRows, rowsKeeping, sentRowsPath, withKept, type KeepingRow, type OptionErrors } from '@core/option';

/**
 * A 3 correction rows as edited (the shared CorrectionRows' rows, src/core/corrections): each with its own
 * channel, the event ('displayed', 'clicked', 'events' or 'event:{id}') and the two percents as typed, and
 * what else the row came with (sent back as it came).
 */
export type CorrectionsValue = KeepingRow<CorrectionValues>[];

/** The fields of a correction row this editor reads (A 3 Correction row). */
const CORRECTION_FIELDS = ['channel_id', 'type', 'event_id', 'slice_percent', 'redirection_percent'];

/** One saved row as edited; null for an entry that is no object. */
const rowOf = (raw: unknown): CorrectionValues | null => (isObject(raw) ? rowsOfCorrections(correctionsOf([raw]), true)[0] : null);

/** params.value → the rows: anything but a list is none; entries that are not objects dropped; odd fields empty. */
export const decodeCorrections = (raw: unknown): CorrectionsValue => rowsKeeping(raw, CORRECTION_FIELDS, rowOf);

/** What is sent: `[{channel_id, type, event_id, slice_percent, redirection_percent}]` with each row's other fields, rows with a zero or empty slice dropped (A 5). */
export const encodeCorrections = (rows: CorrectionsValue): Correction[] => rows.flatMap((row) => correctionsOfRows([row], true).map((sent) => withKept(row.kept, sent)));

/**
 * A 5: percents 0..100 in pairs, a channel and an event for a row with percents; A 4: a channel's event in one
 * row only (the shared rows' check, src/core/corrections); by the rows' paths ('2.slice').
 */
export const checkCorrections = (rows: CorrectionsValue): OptionErrors => correctionErrors(rows, true);

/**
 * A server error by the sent rows ('1.slice_percent': the second row sent) → the row the user sees and its
 * control ('3.slice'): rows without a slice are not sent, and the sent fields are named as A 3 names them.
 */
export const correctionErrorPath = sentRowsPath((row: CorrectionsValue[number]) => isSentCorrection(row), {
  fields: { slice_percent: 'slice', redirection_percent: 'redirection', channel_id: 'channel', event_id: 'event', type: 'event' },
});

/** A 7 Options: the save's answered `data`, the rows as stored, shown in place of those sent (answeredRows). */
export function savedCorrections(data: unknown, sent: CorrectionsValue): CorrectionsValue {
  const kept = sent.filter(isSentCorrection);
  const rows = answeredRows(data, sent, { decode: decodeCorrections, sentCount: kept.length });
  if (rows === sent) return sent;
  // Row for row the rows sent: each keeps its key, so its channel select stays as it was (a searched channel's name with it).
  return rows.length === kept.length ? rows.map((row, at) => ({ ...row, key: kept[at].key })) : rows;
}
