import type { TagPresence } from './hash';

/** The screen's texts (I 2.1, I 4, I 5, I 8). */
export const TEXT = {
  grid: 'Изображения',
  empty: 'Картинки пока не найдены',
  sidebar: 'Фильтры и теги',
  filtersTab: 'Фильтры',
  bulkTab: 'Теги выбранных',
  presence: 'Наличие тегов',
  site: 'ID сайта',
  domain: 'Домен',
  photoUrl: 'Ссылка на изображение',
  rateFrom: 'Уверенность от, %',
  rateTo: 'Уверенность до, %',
  /** I 2.1 confidence bounds: the lower one above the upper one finds nothing, so it is refused. */
  rateOrder: 'Нижняя граница уверенности больше верхней.',
  /** I 6 filter field site_id: the site's number; a domain goes to its own field. */
  siteInvalid: 'Укажите ID сайта — целое число; домен введите в поле «Домен».',
  sort: 'Сортировка',
  shows: 'Показы',
  ascending: 'по возрастанию',
  descending: 'по убыванию',
  bulkTags: 'Теги для выбранных изображений',
  bulkAdd: 'Назначить теги',
  bulkRemove: 'Снять теги',
  addTag: 'Добавить тег',
  removeTag: 'Снять тег',
  excluded: 'исключён',
  history: 'История модерации',
  deleted: 'Удалено',
  imageTitle: 'Изображение',
  aiPercent: 'ИИ',
  aiPercentTitle: 'Уверенность нейросети в автоматических тегах',
} as const;

export const TAG_PRESENCE_TEXT: Record<TagPresence, string> = {
  all: 'Все',
  none: 'Без тегов',
  auto_only: 'Только автоматические',
  usr_only: 'Только пользовательские',
  auto_not: 'Без автоматических',
  usr_not: 'Без пользовательских',
  except_only: 'С исключёнными тегами',
};
