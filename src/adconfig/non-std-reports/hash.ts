import { page, text } from '@core/hash';

/** The hash: #q=выручка&p=2 (the name searched, the page of 50; defaults omitted). */
export const hashSchema = { q: text(''), p: page() };
