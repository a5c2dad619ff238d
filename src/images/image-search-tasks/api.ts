import { pagePath, sitePath } from '../../core/basePath';
import { restCollection } from '../../core/crud/restCollection';
import { d } from '../../core/decode';
import { api } from '../../core/http';
import { taskInfoOf, type SearchTaskInfo } from '../shared/searchTask';

/** I 7 'POST {path} with name, search_query, limit_qty, tag, is_tag'. */
export interface NewTaskInput {
  name: string;
  search_query: string;
  limit_qty: number;
  tag: number | null;
  is_tag: boolean;
}

/** I 3 task image, as an import sends it. */
export interface ImportImage {
  id: number;
  url: string;
  thumb: string;
}

/** I 7 '… or name, search_query, limit_qty, found_qty, images for an import'. */
export interface ImportTaskInput {
  name: string;
  search_query: string;
  limit_qty: number;
  found_qty: number;
  images: ImportImage[];
}

export type TaskInput = NewTaskInput | ImportTaskInput;

/** A tag of the add modal's choice (I 3: id, nameru). */
export interface Tag {
  id: number;
  name: string;
}

const rawTag = d.record({ id: d.id, nameru: d.text });
export function tagsOf(raw: unknown): Tag[] {
  return d
    .list(rawTag)(raw)
    .filter((tag): tag is { id: number; nameru: string } => tag.id !== null && tag.nameru.trim() !== '')
    .map((tag) => ({ id: tag.id, name: tag.nameru }));
}

/** A list row: the task with a CrudRow status (its code is not needed: the badge is decoded already). */
export interface TaskRow {
  id: number;
  status: string;
  task: SearchTaskInfo;
}

export function taskRowOf(raw: unknown): TaskRow | null {
  const task = taskInfoOf(raw);
  return task ? { id: task.id, status: task.status.text, task } : null;
}

/** The only place that knows this screen's URLs (I 7): GET {path}?rnd=N, POST {path}; the tags of the add modal. */
export function searchTasksApi(base: string = pagePath(), urlPath = '') {
  const tasks = restCollection<TaskRow, TaskInput>(base, { row: taskRowOf });
  return {
    tasks,
    tags: async (): Promise<Tag[]> => tagsOf(await api.get<unknown>(sitePath('/preferences/inimage/tags/search', urlPath))),
    /** The link of a task's page: {current path}/{id} (I 2.2). */
    taskHref: (id: number): string => `${base}/${id}`,
  };
}

export type SearchTasksApi = ReturnType<typeof searchTasksApi>;
