import type { TreeNode } from '@core/tree/treeModel';
import type { Category } from '@images/shared/categories';
import { recordTitle } from '@core/crud/recordTitle';

/** The screen's texts: the spec's where it gives them (I 2.6, I 5, I 8), the operator's words elsewhere. */
export const TEXTS = {
  title: 'Категории тегов',
  add: 'Добавить категорию',
  hint: 'Щелчок по названию (или пробел) выбирает категорию; стрелки ведут по дереву, → раскрывает, ← сворачивает.',
  createTitle: 'Новая категория',
  createChildTitle: (parent: string) => `Новая подкатегория в «${parent}»`,
  /** The edit modal's title names the record: 'Категория «…»' (no name: №id). */
  editTitle: (row: TreeNode<Category>) => recordTitle('Категория', { id: row.id, name: row.item.name }),
  name: 'Название',
  tags: 'Теги',
  tagsPlaceholder: 'Выберите теги',
  nameRequired: 'Обязательное поле',
  // ARCHITECTURE §6: the old page's 'Категориии' typo fixed.
  empty: 'Категории не найдены.',
  chooseCategories: 'Выберите категории чтобы посмотреть входящие в них теги.',
  allDistributed: 'Все теги распределены.',
  noTags: 'Ничего не найдено',
  selectedTags: 'Теги выбранных категорий',
  freeTags: 'Теги вне категорий',
  loading: 'Ожидаю данные...',
  deleteQuestion: 'Вы уверены?',
  deleteWithChildren: (count: number) => `Вместе с категорией будут удалены вложенные категории (${count}). Вы уверены?`,
  tagCount: (count: number) => `Тегов: ${count}`,
} as const;

const quoted = (node: TreeNode<Category>): string => `«${node.item.name}»`;

/** Accessible names of a node's buttons, naming the category. */
export const NODE_LABELS = {
  addChild: (node: TreeNode<Category>) => `Добавить подкатегорию в ${quoted(node)}`,
  edit: (node: TreeNode<Category>) => `Изменить категорию ${quoted(node)}`,
  remove: (node: TreeNode<Category>) => `Удалить категорию ${quoted(node)}`,
  deleteTitle: (node: TreeNode<Category>) => `Удаление категории ${quoted(node)}`,
};
