import { page } from '@core/hash';

/** The hash: the gallery's page (p, default 1), so a link or Back lands on the same images. */
export const hashSchema = {
  p: page(),
};
