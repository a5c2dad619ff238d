/** Campaign statuses by name, when the answer's availableFilters do not name one. */
export const STATUS_NAMES_FALLBACK: Record<string, string> = { active: 'Активна', paused: 'На паузе', finished: 'Завершена', draft: 'Черновик' };

/** The fallback name of a status, or undefined (own keys only: 'constructor' is not a status). */
export const fallbackStatusName = (status: string): string | undefined => (Object.hasOwn(STATUS_NAMES_FALLBACK, status) ? STATUS_NAMES_FALLBACK[status] : undefined);
