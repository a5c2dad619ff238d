export type BadgeVariant = 'primary' | 'secondary' | 'success' | 'danger' | 'warning' | 'info' | 'light' | 'dark';

export interface StatusBadgeProps {
  text: string;
  variant: BadgeVariant;
  className?: string;
}

/** A status name on its Bootstrap colour (text-bg-* picks a readable text colour). */
export function StatusBadge({ text, variant, className }: StatusBadgeProps) {
  return <span className={`badge text-bg-${variant}${className ? ` ${className}` : ''}`}>{text}</span>;
}

export const UNKNOWN_STATUS = 'Неизвестный статус';

/** The statuses several screens share; a screen adds or overrides its own through `extra`. */
export const COMMON_STATUSES: Record<string, StatusBadgeProps> = {
  active: { text: 'Активен', variant: 'success' },
  blocked: { text: 'Заблокирован', variant: 'secondary' },
  new: { text: 'Новый', variant: 'info' },
  processing: { text: 'В работе', variant: 'warning' },
  archive: { text: 'В архиве', variant: 'dark' },
  deleted: { text: 'Удален', variant: 'danger' },
};

/** Badge props for a status code; an unknown or empty code reads 'Неизвестный статус'. */
export function statusBadge(status: string | null | undefined, extra: Record<string, StatusBadgeProps> = {}): StatusBadgeProps {
  const key = status ?? '';
  if (Object.hasOwn(extra, key)) return extra[key];
  if (Object.hasOwn(COMMON_STATUSES, key)) return COMMON_STATUSES[key];
  return { text: UNKNOWN_STATUS, variant: 'light' };
}
