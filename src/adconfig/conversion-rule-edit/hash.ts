import { bare, oneOf } from '@core/hash';
import { OPTION_TABS } from './options';

export const TAB_KEYS = ['index', 'sales-formats', 'general', 'banner', ...OPTION_TABS.map((o) => o.key)] as const;

/** A 2: the open tab kept in the hash, as its bare word: /preferences/conversion-rules/1#general. */
export const hashSchema = {
  tab: bare(oneOf(TAB_KEYS, 'index')),
};
