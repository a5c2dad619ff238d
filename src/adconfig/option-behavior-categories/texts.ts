import type { TreeNode } from '@core/tree/treeModel';
import type { BehaviorCategory } from './api';
import { formatPercent } from '@core/format';

export const TEXT = {
  title: 'Поведенческие категории',
  hint: 'Показывать посетителям, отнесённым к отмеченным категориям не менее чем на указанный процент.',
  tree: 'Категории',
  treeHint: 'Щелчок по названию категории (или пробел) отмечает её или снимает отметку.',
  treeLoading: 'Загружаю категории...',
  treeEmpty: 'Категории не заданы',
  search: 'Поиск категорий по названиям',
  caption: 'Выбранные категории',
  id: 'ID',
  name: 'Категория',
  descr: 'Описание',
  percent: 'Процент',
  percentOf: (name: string) => `Процент: ${name}`,
  remove: 'Убрать',
  removeOne: (name: string) => `Убрать категорию «${name}» из выбранных`,
  none: 'Категории не выбраны',
  count: (n: number) => `Выбрано: ${n}`,
  clear: 'Очистить список',
  /** Asked before 'Очистить список' drops every chosen category (issue 43). */
  clearQuestion: (n: number) => `Вы уверены? Из списка будут убраны все выбранные категории (${n}).`,
  exportExcel: 'Экспорт в Excel',
  /** A 7 Behavior save's isNoExport, A 9's labels. */
  exportSetting: 'Выгрузка',
  exportOn: 'Выгружать в Excel',
  exportOff: 'НЕ выгружать в Excel',
  exportFile: 'Поведенческие категории.xlsx',
  /** A category with no name (or one the tree no longer has). */
  unnamed: (id: number) => `#${id}`,
  deleteTitle: (name: string) => `Удаление категории «${name}»`,
  deleteQuestion: 'Вы уверены?',
  deleteWithChildren: (count: number) => `Вместе с категорией будут удалены вложенные категории (${count}). Вы уверены?`,
  deleteLabel: (node: TreeNode<BehaviorCategory>) => `Удалить категорию «${nameOf(node.item)}»`,
  /** The category's own percent, shown beside its name in the tree. */
  ownPercent: (percent: number) => formatPercent(percent),
} as const;

/** A 5 Category tree: the messages of the percent typed for a chosen category. */
export const RULE_TEXT = { required: 'Обязательное поле', invalid: 'Некорректное значение' } as const;

export function nameOf(category: Pick<BehaviorCategory, 'id' | 'name'>): string {
  return category.name !== '' ? category.name : TEXT.unnamed(category.id);
}
