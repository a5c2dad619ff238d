// The CodeMirror 6 side of the code editor: loaded on demand (its own chunk, with @codemirror and @lezer),
// never by a screen's first bundle. Everything the React side needs goes through createCodeView.
import { defaultKeymap, history, historyKeymap, indentWithTab } from '@codemirror/commands';
import { htmlLanguage } from '@codemirror/lang-html';
import { javascriptLanguage } from '@codemirror/lang-javascript';
import { bracketMatching, indentOnInput, syntaxHighlighting } from '@codemirror/language';
import { highlightSelectionMatches, search, searchKeymap } from '@codemirror/search';
import { Annotation, Compartment, EditorState, Transaction, type Extension } from '@codemirror/state';
import { drawSelection, EditorView, highlightActiveLine, highlightActiveLineGutter, highlightSpecialChars, keymap, lineNumbers } from '@codemirror/view';
import type { CodeLanguage } from './codeFiles';
import { accessibleHighlight } from './highlight';
import { SEARCH_PHRASES } from './phrases';

/** The attributes of the editable element: its id and accessible name, description and state. */
export type ContentAttributes = Record<string, string>;

export interface CodeViewOptions {
  parent: HTMLElement;
  text: string;
  language: CodeLanguage;
  attributes: ContentAttributes;
  disabled: boolean;
  /** The least height, in lines (the textarea's rows before it). */
  rows: number;
  /** The text after each edit the user makes (typing, paste, undo, a file opened); not after `sync`. */
  onChange: (text: string) => void;
  /** Where the cursor goes (the textarea's selection when it had the focus); focuses the editor. */
  focusAt?: { anchor: number; head: number };
}

export interface CodeView {
  /** Shows the form's value when it changed elsewhere (a load, a reset): not an edit, not undoable. */
  sync(text: string): void;
  /** Replaces the text as an edit of the user's (a file opened): undoable, reported by onChange. */
  replaceAll(text: string): void;
  setLanguage(language: CodeLanguage): void;
  setAttributes(attributes: ContentAttributes): void;
  setDisabled(disabled: boolean): void;
  focus(): void;
  destroy(): void;
}

/** Marks the transactions that only show the form's value, so they are not echoed back to it. */
const fromForm = Annotation.define<boolean>();

// The languages alone (highlighting, indentation, folding), without their completions and auto-closed tags:
// no completion is offered here, and that keeps @codemirror/autocomplete out of the chunk.
function languageExtension(language: CodeLanguage): Extension {
  if (language === 'html') return htmlLanguage;
  if (language === 'javascript') return javascriptLanguage;
  return [];
}

const lockedExtension = (disabled: boolean): Extension => [EditorState.readOnly.of(disabled), EditorView.editable.of(!disabled)];

/** Bootstrap's look: the box, its focus ring and invalid border are the wrapper's (codeEditor.css). */
const theme = (rows: number) => EditorView.theme({
  '&': { backgroundColor: 'var(--bs-body-bg)', color: 'var(--bs-body-color)', fontSize: '0.875rem' },
  '&.cm-focused': { outline: 'none' },
  '.cm-scroller': { fontFamily: 'var(--bs-font-monospace)', lineHeight: '1.5', overflow: 'auto' },
  '.cm-content, .cm-gutter': { minHeight: `${rows * 1.5}em` },
  '.cm-gutters': { backgroundColor: 'var(--bs-tertiary-bg)', color: 'var(--bs-secondary-color)', borderRight: '1px solid var(--bs-border-color)' },
  '.cm-panels': { backgroundColor: 'var(--bs-tertiary-bg)', color: 'var(--bs-body-color)' },
});

export function createCodeView(options: CodeViewOptions): CodeView {
  const language = new Compartment();
  const attributes = new Compartment();
  const locked = new Compartment();
  const view = new EditorView({
    parent: options.parent,
    state: EditorState.create({
      doc: options.text,
      selection: options.focusAt && clampSelection(options.focusAt, options.text.length),
      extensions: [
        lineNumbers(),
        highlightActiveLineGutter(),
        highlightSpecialChars(),
        history(),
        drawSelection(),
        indentOnInput(),
        syntaxHighlighting(accessibleHighlight),
        bracketMatching(),
        highlightActiveLine(),
        highlightSelectionMatches(),
        search({ top: true }),
        // Tab indents; Esc then Tab leaves the editor (CodeMirror's tab-focus mode), so the keyboard is never trapped.
        keymap.of([...defaultKeymap, ...historyKeymap, ...searchKeymap, indentWithTab]),
        EditorState.phrases.of(SEARCH_PHRASES),
        theme(options.rows),
        language.of(languageExtension(options.language)),
        attributes.of(EditorView.contentAttributes.of(options.attributes)),
        locked.of(lockedExtension(options.disabled)),
        EditorView.updateListener.of((update) => {
          if (update.docChanged && !update.transactions.some((tr) => tr.annotation(fromForm))) options.onChange(update.state.doc.toString());
        }),
      ],
    }),
  });
  if (options.focusAt) view.focus();

  const replace = (text: string, extra: { annotations: Annotation<unknown>[] }) =>
    view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: text }, ...extra });

  return {
    sync(text) {
      if (text !== view.state.doc.toString()) replace(text, { annotations: [fromForm.of(true), Transaction.addToHistory.of(false)] });
    },
    replaceAll(text) {
      replace(text, { annotations: [Transaction.userEvent.of('input.file')] });
    },
    setLanguage: (next) => view.dispatch({ effects: language.reconfigure(languageExtension(next)) }),
    setAttributes: (next) => view.dispatch({ effects: attributes.reconfigure(EditorView.contentAttributes.of(next)) }),
    setDisabled: (disabled) => view.dispatch({ effects: locked.reconfigure(lockedExtension(disabled)) }),
    focus: () => view.focus(),
    destroy: () => view.destroy(),
  };
}

function clampSelection({ anchor, head }: { anchor: number; head: number }, length: number) {
  return { anchor: Math.min(anchor, length), head: Math.min(head, length) };
}
