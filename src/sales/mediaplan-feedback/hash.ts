import { bare, oneOf } from '@core/hash';

/** `#vote` opens the rating dialog, so "rate this media plan" can be linked to (and the form gates reach it). */
export type FeedbackView = '' | 'vote';
export const hashSchema = { view: bare(oneOf<FeedbackView>(['', 'vote'], '')) };
