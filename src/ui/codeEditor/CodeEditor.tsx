import { useEffect, useId, useLayoutEffect, useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import { notify } from '@core/notify';
import { FormField } from '../FormField';
import { readFileText, saveBlob } from '@core/files';
import { CODE_FILE_ACCEPT, CODE_FILE_MAX_BYTES, EXTENSION_OF, languageOfFile, type CodeLanguage } from './codeFiles';
import type { CodeView } from './codeMirrorView';
import { loadCodeMirror, type CodeMirrorModule } from './loadCodeMirror';
import { CODE_TEXT } from './texts';
import './codeEditor.css';

export interface CodeEditorProps {
  label: string;
  /** The text, kept by the form (controlled): every edit comes back through onChange. */
  value: string;
  onChange: (value: string) => void;
  /** The highlighting until a file of another kind is opened (default: plain text). */
  language?: CodeLanguage;
  required?: boolean;
  error?: string;
  help?: ReactNode;
  disabled?: boolean;
  /** The least height in lines. */
  rows?: number;
  className?: string;
  /** 'Скачать' saves as `{fileName}.{extension of the language}` (the opened file's name once one is opened). */
  fileName?: string;
}

type Loaded = { module: CodeMirrorModule; focusAt?: { anchor: number; head: number } };

/**
 * I 9: a labelled code editor (CodeMirror 6: line numbers, highlighting, Tab indents, undo, Ctrl+F) with
 * 'Открыть файл' (.html, .txt, .js, .log) and 'Скачать'. CodeMirror loads on demand; until it is there, or if it
 * never comes, the field is a plain textarea on the same value, so nothing typed is lost and the form works.
 */
export function CodeEditor(props: CodeEditorProps) {
  const { label, value, disabled = false, rows = 10 } = props;
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [language, setLanguage] = useState<CodeLanguage>(props.language ?? 'text');
  const [opened, setOpened] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const labelId = useId();
  const keysId = useId();
  const textarea = useRef<HTMLTextAreaElement>(null);
  const view = useRef<CodeView | null>(null);
  // The value and onChange of the latest render, for a file read after the render that asked for it.
  const latest = useRef({ value, onChange: props.onChange });
  useLayoutEffect(() => {
    latest.current = { value, onChange: props.onChange };
  });

  useEffect(() => {
    let live = true;
    loadCodeMirror().then(
      (module) => {
        if (!live) return;
        // The operator may be typing in the textarea: the editor takes over the focus and the cursor.
        const area = textarea.current;
        const focused = area !== null && area === document.activeElement;
        const backward = area?.selectionDirection === 'backward';
        setLoaded({ module, focusAt: focused ? { anchor: backward ? area.selectionEnd : area.selectionStart, head: backward ? area.selectionStart : area.selectionEnd } : undefined });
      },
      // The chunk did not come (network, an old deployment): the textarea stays, and it works.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);

  const change = (next: string) => {
    setProblem(null);
    props.onChange(next);
  };

  async function openFile(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    input.value = ''; // the same file may be chosen again
    if (!file) return;
    const next = await textOf(file);
    if (next === null) return;
    const current = latest.current.value;
    if (current.trim() !== '' && current !== next.text) {
      const ok = await notify.confirm(CODE_TEXT.replaceQuestion(label, file.name), { title: CODE_TEXT.replaceTitle, confirmLabel: CODE_TEXT.replace });
      if (!ok) return;
    }
    setLanguage(next.language);
    setOpened(file.name);
    // Through the editor when it is there, so Ctrl+Z brings the text back.
    if (view.current) view.current.replaceAll(next.text);
    else latest.current.onChange(next.text);
  }

  /** The file's text, or null with the reason shown. */
  async function textOf(file: File): Promise<{ text: string; language: CodeLanguage } | null> {
    setProblem(null);
    const fileLanguage = languageOfFile(file.name);
    if (fileLanguage === null) return refuse(CODE_TEXT.refused);
    if (file.size > CODE_FILE_MAX_BYTES) return refuse(CODE_TEXT.tooBig);
    try {
      // One line separator whatever the file's system: CodeMirror and the textarea both edit with \n.
      return { text: (await readFileText(file)).replace(/\r\n?/g, '\n'), language: fileLanguage };
    } catch {
      return refuse(CODE_TEXT.unreadable(file.name));
    }
  }

  function refuse(message: string): null {
    setProblem(message);
    return null;
  }

  function download() {
    saveBlob(new Blob([value], { type: 'text/plain;charset=utf-8' }), opened ?? `${props.fileName ?? 'code'}${EXTENSION_OF[language]}`);
  }

  return (
    <FormField
      label={
        // The editor's content is no labelable element: it is named by this span (aria-labelledby), and a click focuses it.
        <span id={labelId} onClick={() => view.current?.focus()}>
          {label}
        </span>
      }
      error={props.error}
      help={props.help}
      required={props.required}
      className={props.className}
    >
      {(control) => (
        <>
          <div className="code-editor-tools">
            <label className={`btn btn-sm btn-outline-secondary code-editor-open${disabled ? ' disabled' : ''}`}>
              {CODE_TEXT.openFile}
              <input type="file" accept={CODE_FILE_ACCEPT} className="code-editor-file" disabled={disabled} onChange={(e) => void openFile(e)} />
            </label>
            <button type="button" className="btn btn-sm btn-outline-secondary" disabled={value === ''} onClick={download}>
              {CODE_TEXT.download}
            </button>
            <span className="small text-body-secondary">
              {CODE_TEXT.languages[language]}
              {opened !== null && ` · ${CODE_TEXT.opened(opened)}`}
            </span>
            {loaded && (
              <span id={keysId} className="small text-body-secondary ms-auto">
                {CODE_TEXT.keys}
              </span>
            )}
          </div>
          {problem !== null && (
            <div role="alert" className="small text-danger mb-1">
              {problem}
            </div>
          )}
          {loaded ? (
            <loaded.module.CodeMirrorHost
              focusAt={loaded.focusAt}
              value={value}
              onChange={change}
              language={language}
              rows={rows}
              disabled={disabled}
              id={control.id}
              labelledBy={labelId}
              describedBy={[control['aria-describedby'], keysId].filter(Boolean).join(' ')}
              invalid={Boolean(control['aria-invalid'])}
              viewRef={view}
            />
          ) : (
            <textarea
              {...control}
              ref={textarea}
              className={`${control.className} code-editor-fallback`}
              rows={rows}
              spellCheck={false}
              value={value}
              disabled={disabled}
              onChange={(e) => change(e.target.value)}
            />
          )}
        </>
      )}
    </FormField>
  );
}
