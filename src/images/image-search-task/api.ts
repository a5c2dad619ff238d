import { pagePath } from '@core/basePath';
import { chosen, spec, type Calls } from '@core/calls';
import { rnd } from '@core/crud/restCollection';
import { d, required } from '@core/decode';
import { api } from '@core/http';
import { taskInfoOf, type SearchTaskInfo } from '@images/shared/searchTask';

/** I 3 task image: id, url, thumb (the deletion mark is the page's own, by url: I 7 sends deleted_urls). */
export interface TaskImage {
  id: number | null;
  url: string;
  thumb: string;
  /** Its place in the task (1-based), naming it when it has no id. */
  n: number;
}

export interface SearchTask extends SearchTaskInfo {
  images: TaskImage[];
}

/** I 7: PUT {path} with limit_qty, load_more, deleted_urls. */
export interface TaskSaveInput {
  limit_qty: number;
  load_more: boolean;
  deleted_urls: string[];
}

const rawImages = d.records({ id: d.id, url: d.text, thumb: d.text });

/** The images of an answer: those without a url cannot be marked (left out); a url twice shows once. */
export function imagesOf(raw: unknown): TaskImage[] {
  const seen = new Set<string>();
  const images: TaskImage[] = [];
  for (const image of rawImages(raw)) {
    const url = image.url.trim();
    if (!url || seen.has(url)) continue;
    seen.add(url);
    images.push({ id: image.id, url, thumb: image.thumb.trim(), n: images.length + 1 });
  }
  return images;
}

const rawTask = d.record({ images: (raw: unknown) => raw });

export function taskOf(raw: unknown): SearchTask | null {
  const info = taskInfoOf(raw);
  return info ? { ...info, images: imagesOf(rawTask(raw).images) } : null;
}

export const calls = {
  task: chosen('props.task (the page prints the task with its images); without it GET {path}?rnd=N; without both: the load failed line with Повторить'),
  save: spec('I 7 Task detail: PUT {path} with limit_qty, load_more, deleted_urls; data.images replaces the image list'),
  savedImages: spec('I 7 Task detail: data.images; a bare answer: the images kept are those not marked'),
} satisfies Calls;

/** The only place that knows this screen's URL (I 7): the page path itself, PUT (the save) and the chosen GET of the task. */
export function searchTaskApi(base: string = pagePath()) {
  return {
    /** GET {path}?rnd=N: the page's own path, so `rnd` keeps the browser from answering it with the cached HTML page. */
    load: async (signal?: AbortSignal): Promise<SearchTask> => required(taskOf(await api.get<unknown>(base, { params: { rnd: rnd() }, signal })), 'task'),
    /**
     * The answer's data.images replace the page's images (null: the answer has none, a bare save); its other
     * fields, when it has them, the task's.
     */
    save: async (input: TaskSaveInput): Promise<{ images: TaskImage[] | null; task: SearchTask | null }> => {
      const saved = await api.put<unknown>(base, input);
      const images = rawTask(saved.data).images;
      return { images: Array.isArray(images) ? imagesOf(images) : null, task: taskOf(saved.data) };
    },
  };
}

export type SearchTaskApi = ReturnType<typeof searchTaskApi>;
