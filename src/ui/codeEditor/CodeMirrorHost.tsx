import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import type { CodeLanguage } from './codeFiles';
import { createCodeView, type CodeView } from './codeMirrorView';

export interface CodeMirrorHostProps {
  value: string;
  onChange: (text: string) => void;
  language: CodeLanguage;
  rows: number;
  disabled: boolean;
  /** The editable element's id, and the ids of its name and description (the field's label, error, help). */
  id: string;
  labelledBy: string;
  describedBy: string | undefined;
  invalid: boolean;
  /** The textarea's selection when it had the focus at the switch: the editor takes the focus there. */
  focusAt?: { anchor: number; head: number };
  /** The view, for what the field does to it (a file opened, the label clicked). */
  viewRef: RefObject<CodeView | null>;
}

/** Mounts the CodeMirror view once and keeps it in step with the props (the form's value above all). */
export function CodeMirrorHost(props: CodeMirrorHostProps) {
  const { value, language, disabled, id, labelledBy, describedBy, invalid, viewRef } = props;
  const parent = useRef<HTMLDivElement>(null);
  // What the view last reported: the same text coming back as the value needs no comparison of the whole text.
  const reported = useRef(value);
  // The props of the latest render, for the view's callback (the view is made once).
  const latest = useRef(props);
  useLayoutEffect(() => {
    latest.current = props;
  });

  useEffect(() => {
    const { current } = latest;
    const view = createCodeView({
      parent: parent.current!,
      text: current.value,
      language: current.language,
      rows: current.rows,
      disabled: current.disabled,
      attributes: attributesOf(current),
      focusAt: current.focusAt,
      onChange: (text) => {
        reported.current = text;
        latest.current.onChange(text);
      },
    });
    viewRef.current = view;
    return () => {
      view.destroy();
      viewRef.current = null;
    };
  }, [viewRef]);

  useEffect(() => {
    if (value !== reported.current) viewRef.current?.sync(value);
    reported.current = value;
  }, [value, viewRef]);
  useEffect(() => viewRef.current?.setLanguage(language), [language, viewRef]);
  useEffect(() => viewRef.current?.setDisabled(disabled), [disabled, viewRef]);
  useEffect(() => viewRef.current?.setAttributes(attributesOf({ id, labelledBy, describedBy, invalid, disabled })), [id, labelledBy, describedBy, invalid, disabled, viewRef]);

  return <div ref={parent} className={`code-editor-box${invalid ? ' is-invalid' : ''}${disabled ? ' is-disabled' : ''}`} />;
}

function attributesOf(p: Pick<CodeMirrorHostProps, 'id' | 'labelledBy' | 'describedBy' | 'invalid' | 'disabled'>): Record<string, string> {
  return {
    id: p.id,
    'aria-labelledby': p.labelledBy,
    ...(p.describedBy ? { 'aria-describedby': p.describedBy } : {}),
    ...(p.invalid ? { 'aria-invalid': 'true' } : {}),
    ...(p.disabled ? { 'aria-disabled': 'true' } : {}),
  };
}
