import { pagePath } from '@core/basePath';
import { spec, type Calls } from '@core/calls';
import { restCollection } from '@core/crud/restCollection';
import { taskInfoOf, type SearchTaskInfo } from '@images/shared/searchTask';
import { fetchTags, type Tag } from '@images/shared/tags';

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
    tags: (): Promise<Tag[]> => fetchTags(urlPath),
    /** The link of a task's page: {current path}/{id} (I 2.2). */
    taskHref: (id: number): string => `${base}/${id}`,
  };
}

export type SearchTasksApi = ReturnType<typeof searchTasksApi>;

/** What this screen asks the backend for (issue 41). */
export const calls = {
  list: spec('I 7 Search tasks: GET {path}?rnd=N'),
  create: spec('I 7 Search tasks: POST {path} (name, search_query, limit_qty, tag, is_tag, or an import); data with the primary key, a bare answer a save (the list reloads)'),
  tags: spec('I 7 Category tree: GET …/inimage/tags/search'),
} satisfies Calls;
