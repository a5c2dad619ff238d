import { optionalInt } from '@core/hash';

/** The country shown (`c`; none: Россия) and the object selected (`o`): a link opens the same object. */
export const hashSchema = {
  c: optionalInt({ min: 1 }),
  o: optionalInt({ min: 1 }),
};
