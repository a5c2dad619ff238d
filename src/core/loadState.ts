/**
 * The one spelling, for the whole project, of where a screen's data is. Every store that loads
 * something says it so: `idle` before the first load, `loading` while a call is out, `ready` once
 * the answer is applied, `failed` after an error (shown by its toast and `LoadFailed` with 'Повторить').
 */
export type LoadState = 'idle' | 'loading' | 'ready' | 'failed';

/** A list shows its rows in two steps (A/I specs: 'Данные получены. Строю таблицу...'). */
export type ListLoadState = LoadState | 'building';
