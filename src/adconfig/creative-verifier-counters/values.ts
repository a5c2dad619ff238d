/**
 * The form: the chosen counters' ids in the order they were added, and the counter picked to add (not yet in
 * the list; a save adds it, so what the operator picked is never lost).
 */
export type CountersValues = { counter_ids: number[]; add_counter_id: number | null };

/** The ids a save sends: the list, and the picked one when it is not in it yet. */
export function idsToSave(values: CountersValues): number[] {
  const picked = values.add_counter_id;
  return picked === null || values.counter_ids.includes(picked) ? values.counter_ids : [...values.counter_ids, picked];
}
