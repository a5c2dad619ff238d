import { bare, type HashField } from '@core/hash';
import { FIXED_TABS, OPTION_KEY } from './options';

/** The open tab: one of the fixed tabs or an option's key (the rule's options are its tabs); another word is the index. */
const tab: HashField<string> = {
  kind: 'filter',
  defaultValue: 'index',
  parse: (raw) => ((FIXED_TABS as readonly string[]).includes(raw) || OPTION_KEY.test(raw) ? raw : undefined),
  write: (value) => value,
};

/** A 2: the open tab kept in the hash, as its bare word: /preferences/conversion-rules/1#general, …#geo. */
export const hashSchema = {
  tab: bare(tab),
};
