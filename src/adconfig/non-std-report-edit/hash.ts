import { bare, oneOf } from '@core/hash';

export const TAB_KEYS = ['main', 'preview', 'access'] as const;
export type TabKey = (typeof TAB_KEYS)[number];

/** The open tab, as the hash's bare word: /stat/non-std-reports/5/edit#access. */
export const hashSchema = {
  tab: bare(oneOf(TAB_KEYS, 'main')),
};
