import { observer } from 'mobx-react-lite';
import type { BoundFieldProps } from '../record/fields';
import { CodeEditor, type CodeEditorProps } from './CodeEditor';

/** The code editor bound to a record form's path, as TextAreaField is: value, error, locking and unsaved mark are the form's. */
export const CodeField = observer(function CodeField(props: BoundFieldProps & Pick<CodeEditorProps, 'language' | 'rows' | 'fileName'>) {
  const { form, path } = props;
  return (
    <CodeEditor
      label={props.label}
      value={form.text(path)}
      onChange={(value) => form.set(path, value)}
      error={form.errorAt(path)}
      required={props.required}
      help={props.help}
      className={props.className}
      disabled={props.disabled || form.isLocked(path)}
      language={props.language}
      rows={props.rows}
      fileName={props.fileName}
    />
  );
});
