import { bare, oneOf } from '@core/hash';

export const TAB_KEYS = ['main', 'params', 'macros', 'ord'] as const;
export type TabKey = (typeof TAB_KEYS)[number];

/** The open tab, as the hash's bare word: /banners/edit/5#ord. */
export const hashSchema = {
  tab: bare(oneOf(TAB_KEYS, 'main')),
};
