import type { Announcements, ScreenReaderInstructions } from '@dnd-kit/core';

/** What the announcements remember between events: the row last announced as "over" (kept in a ref). */
export interface AnnouncementMemory {
  over: string | number | null;
}

/**
 * dnd-kit's screen-reader texts in Russian: what is held, where it is, where it went. A pick-up is at
 * once "over" its own row: that is not announced, so the live region keeps 'взята' until a real move.
 */
export function russianAnnouncements(nameOf: (id: number) => string, positionOf: (id: number) => number, count: () => number, memory: AnnouncementMemory): Announcements {
  const where = (id: number): string => `позиция ${positionOf(id) + 1} из ${count()}`;
  const name = (id: string | number): string => `«${nameOf(Number(id))}»`;
  return {
    onDragStart: ({ active }) => {
      memory.over = active.id;
      return `Строка ${name(active.id)} взята, ${where(Number(active.id))}.`;
    },
    onDragOver: ({ active, over }) => {
      if ((over?.id ?? null) === memory.over) return undefined;
      memory.over = over?.id ?? null;
      return over ? `Строка ${name(active.id)} над строкой ${name(over.id)}, ${where(Number(over.id))}.` : `Строка ${name(active.id)} вне списка.`;
    },
    onDragEnd: ({ active, over }) => (over ? `Строка ${name(active.id)} поставлена: ${where(Number(over.id))}.` : `Строка ${name(active.id)} возвращена на место.`),
    onDragCancel: ({ active }) => `Перемещение отменено. Строка ${name(active.id)} возвращена на место.`,
  };
}

export const RUSSIAN_INSTRUCTIONS: ScreenReaderInstructions = {
  draggable: 'Чтобы взять строку, нажмите пробел или Enter. Стрелками вверх и вниз переместите её, пробелом или Enter поставьте, Escape отменяет перемещение.',
};
