import { text } from '@core/hash';

/** The hash: #q=выручка (the name searched; default omitted). */
export const hashSchema = { q: text('') };
