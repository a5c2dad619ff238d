import { bare, oneOf } from '@core/hash';

export const TAB_KEYS = ['main', 'rules'] as const;
export type TabKey = (typeof TAB_KEYS)[number];

/** The open tab, as the hash's bare word: /preferences/mix-tasks/5/edit#rules. */
export const hashSchema = {
  tab: bare(oneOf(TAB_KEYS, 'main')),
};
