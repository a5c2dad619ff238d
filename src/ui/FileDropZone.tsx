import { useId, useRef, useState, type DragEvent, type ReactNode } from 'react';

export interface FileDropZoneProps {
  /** What the area is for (its group's accessible name). */
  label: string;
  /** The sentence before the choose button ('Перетащите файлы сюда или'). */
  hint: ReactNode;
  /** The button that opens the browser's file dialog. */
  chooseLabel: string;
  onFiles(files: File[]): void;
  multiple?: boolean;
  /** The input's `accept`. */
  accept?: string;
  /** Busy (an upload in flight): nothing is taken, the button is disabled. */
  disabled?: boolean;
  /** Shown under the hint (the progress bar). */
  children?: ReactNode;
}

const hasFiles = (event: DragEvent): boolean => Array.from(event.dataTransfer.types).includes('Files');

/** An area that takes files dropped on it or chosen with its button (which opens the hidden file input). */
export function FileDropZone({ label, hint, chooseLabel, onFiles, multiple = true, accept, disabled = false, children }: FileDropZoneProps) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const take = (list: FileList | null) => {
    const files = list ? Array.from(list) : [];
    if (!disabled && files.length > 0) onFiles(multiple ? files : files.slice(0, 1));
  };
  return (
    <div
      role="group"
      aria-label={label}
      className={`file-drop-zone border border-2 rounded p-4 text-center ${over ? 'border-primary bg-primary-subtle' : 'border-secondary-subtle'}`}
      style={{ borderStyle: 'dashed' }}
      onDragOver={(event) => {
        if (!hasFiles(event)) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = disabled ? 'none' : 'copy';
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(event) => {
        if (!hasFiles(event)) return;
        event.preventDefault();
        setOver(false);
        take(event.dataTransfer.files);
      }}
    >
      <span className="me-2">{hint}</span>
      <button type="button" className="btn btn-outline-primary btn-sm" disabled={disabled} aria-controls={inputId} onClick={() => input.current?.click()}>
        {chooseLabel}
      </button>
      {/* The button opens it: a styled button takes the keyboard as every other button does. */}
      <input
        ref={input}
        id={inputId}
        type="file"
        hidden
        aria-label={chooseLabel}
        multiple={multiple}
        accept={accept}
        disabled={disabled}
        onChange={(event) => {
          take(event.target.files);
          // The same file chosen again must fire change again.
          if (input.current) input.current.value = '';
        }}
      />
      {children}
    </div>
  );
}
