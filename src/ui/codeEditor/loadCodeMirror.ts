/** The CodeMirror chunk, asked for once per page; a failed load is asked again by the next editor mounted. */
// The chunk is the React host with CodeMirror under it: nothing of either is in a screen's first bundle.
export type CodeMirrorModule = typeof import('./CodeMirrorHost');

let loading: Promise<CodeMirrorModule> | null = null;

export function loadCodeMirror(): Promise<CodeMirrorModule> {
  loading ??= import(/* webpackChunkName: "code-editor" */ './CodeMirrorHost').catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}
