import { bare, oneOf } from '@core/hash';

export const TAB_KEYS = ['main', 'params'] as const;

/** The open tab, as the hash's bare word: …/edit/?id=3#params. */
export const hashSchema = {
  tab: bare(oneOf(TAB_KEYS, 'main')),
};
