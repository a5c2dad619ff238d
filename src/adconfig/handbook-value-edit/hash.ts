import { bare, oneOf } from '@core/hash';

export const TAB_KEYS = ['index', 'description', 'channels'] as const;
export type TabKey = (typeof TAB_KEYS)[number];

/** The open tab, as the hash's bare word: /preferences/handbook-values/3/31#channels. */
export const hashSchema = {
  tab: bare(oneOf(TAB_KEYS, 'index')),
};
