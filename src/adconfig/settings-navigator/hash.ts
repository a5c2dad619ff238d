import { text, type HashField } from '../../core/hash';

/** An action's deep-link key: a word that can head the hash (no '=', '?' or '&' to be read as pairs). */
export const ACTION_KEY = /^[A-Za-z0-9_.-]{1,64}$/;

/** The open action as the hash's bare head: another word is no action (none open). */
const actionKey: HashField<string> = {
  kind: 'filter',
  defaultValue: '',
  bare: true,
  parse: (raw) => (raw === '' || ACTION_KEY.test(raw) ? raw : undefined),
  write: (value) => value,
};

/** The deep link: the open action, then its query: `#sessions?qs=active%3D0`. */
export const hashSchema = {
  action: actionKey,
  qs: text(''),
};
