/** Campaign statuses by name, when the answer's availableFilters do not name one. */
export const STATUS_NAMES_FALLBACK: Record<string, string> = { active: 'Активна', paused: 'На паузе', finished: 'Завершена', draft: 'Черновик' };
