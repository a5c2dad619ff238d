import { useId, useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { ApiError, FALLBACK_ERROR } from '@core/apiError';
import { api } from '@core/http';
import { notify } from '@core/notify';

export type TagId = number | string;

export interface TagOption {
  id: TagId;
  name: string;
}

export const TAG_PICKER_TEXT = {
  title: 'Отметьте теги',
  search: 'Введите имя',
  searchLabel: 'Поиск тегов по имени',
  checked: 'Отмечено:',
  empty: '—',
  nothingFound: 'Ничего не найдено',
  close: 'Закрыть',
  saveFailed: 'Не удалось установить тег',
  saving: 'Сохранение…',
} as const;

/** A: the modal's top sits 350 px above its anchor when the viewport has room for that. */
export const ANCHOR_OFFSET = 350;

export interface TagPickerProps {
  options: TagOption[];
  /** The checked tags' ids. */
  value: TagId[];
  onChange(value: TagId[]): void;
  show: boolean;
  onHide(): void;
  /** The element that opened the picker; the modal is placed relative to it. */
  anchor?: RefObject<HTMLElement | null>;
  /** A 7 auto-save: each change is POSTed to saveUrl as {...payload, value}. */
  saveUrl?: string;
  payload?: Record<string, unknown>;
}

/** Case-insensitive match by name (A 5). */
export function filterTags(options: readonly TagOption[], search: string): TagOption[] {
  const needle = search.trim().toLocaleLowerCase('ru');
  return needle ? options.filter((o) => o.name.toLocaleLowerCase('ru').includes(needle)) : [...options];
}

/** The text shown when the auto-save fails (A 8). */
export function tagSaveError(error: unknown): string {
  if (!(error instanceof ApiError)) return FALLBACK_ERROR;
  if (error.message) return error.message;
  return error.status === 0 ? FALLBACK_ERROR : TAG_PICKER_TEXT.saveFailed;
}

const sameIds = (a: readonly TagId[], b: readonly TagId[]): boolean => a.length === b.length && a.every((v, i) => String(v) === String(b[i]));

function anchorPadding(anchor: HTMLElement | null | undefined): number | null {
  if (!anchor) return null;
  const top = anchor.getBoundingClientRect().top - ANCHOR_OFFSET;
  return top >= 0 ? top : null;
}

/** A: the modal 'Отметьте теги' with a name search, a checkbox per tag and the count checked. */
export function TagPicker({ options, value, onChange, show, onHide, anchor, saveUrl, payload }: TagPickerProps) {
  const titleId = useId();
  const searchId = useId();
  const [search, setSearch] = useState('');
  const [top, setTop] = useState<number | null>(null);
  // Each tick is saved at once: 'Сохранение…' beside the count while saves are out; the spec's success toast
  // (A 8 'Успешно сохранено', titled 'Сохранено') once they are all through, one per burst of ticks.
  const [saving, setSaving] = useState(false);
  const pending = useRef(0);
  // Saves go out one after another, so the server ends with the user's last choice.
  const queue = useRef<Promise<void>>(Promise.resolve());
  const latestValue = useRef(value);
  useLayoutEffect(() => {
    latestValue.current = value;
  });

  const checked = new Set(value.map(String));
  const shown = filterTags(options, search);

  const save = (next: TagId[], previous: TagId[]): void => {
    if (!saveUrl) return;
    pending.current += 1;
    setSaving(true);
    queue.current = queue.current.then(async () => {
      let saved = false;
      try {
        await api.post<unknown>(saveUrl, { ...payload, value: next });
        saved = true;
      } catch (error) {
        notify.error(tagSaveError(error));
        // Show what the server holds, unless the user has moved on since.
        if (sameIds(latestValue.current, next)) onChange(previous);
      }
      pending.current -= 1;
      if (pending.current > 0) return;
      setSaving(false);
      if (saved) notify.saved();
    });
  };

  const toggle = (id: TagId): void => {
    const next = checked.has(String(id)) ? value.filter((v) => String(v) !== String(id)) : [...value, id];
    latestValue.current = next;
    onChange(next);
    save(next, value);
  };

  return (
    <Modal
      show={show}
      onHide={onHide}
      aria-labelledby={titleId}
      onEnter={() => setTop(anchorPadding(anchor?.current))}
      onExited={() => setSearch('')}
      style={top === null ? undefined : { paddingTop: top }}
      dialogClassName={top === null ? undefined : 'mt-0'}
    >
      <Modal.Header closeButton closeLabel={TAG_PICKER_TEXT.close}>
        <Modal.Title id={titleId} as="h2" className="h5">
          {TAG_PICKER_TEXT.title}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <label htmlFor={searchId} className="visually-hidden">
          {TAG_PICKER_TEXT.searchLabel}
        </label>
        <input
          id={searchId}
          type="search"
          className="form-control mb-2"
          placeholder={TAG_PICKER_TEXT.search}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          autoComplete="off"
        />
        <p className="small text-body-secondary mb-2" aria-live="polite">
          {`${TAG_PICKER_TEXT.checked} ${value.length}`}
          {saving && <span className="ms-2">{TAG_PICKER_TEXT.saving}</span>}
        </p>
        {options.length === 0 ? (
          <p className="mb-0">{TAG_PICKER_TEXT.empty}</p>
        ) : shown.length === 0 ? (
          <p className="mb-0">{TAG_PICKER_TEXT.nothingFound}</p>
        ) : (
          <ul className="list-unstyled mb-0 overflow-auto" style={{ maxHeight: 400 }} aria-label={TAG_PICKER_TEXT.title}>
            {shown.map((tag) => {
              const boxId = `${titleId}-tag-${String(tag.id)}`;
              return (
                <li key={String(tag.id)} className="form-check">
                  <input id={boxId} className="form-check-input" type="checkbox" checked={checked.has(String(tag.id))} onChange={() => toggle(tag.id)} />
                  <label className="form-check-label" htmlFor={boxId}>
                    {tag.name}
                  </label>
                </li>
              );
            })}
          </ul>
        )}
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onHide}>
          {TAG_PICKER_TEXT.close}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}

export interface TagPickerButtonProps extends Omit<TagPickerProps, 'show' | 'onHide' | 'anchor'> {
  /** The button's text; the count checked follows it. */
  label?: ReactNode;
  variant?: string;
  size?: 'sm' | 'lg';
  disabled?: boolean;
  className?: string;
}

/** A button that opens the tag picker under itself. */
export function TagPickerButton({ label = 'Теги', variant = 'outline-secondary', size, disabled, className, ...picker }: TagPickerButtonProps) {
  const [show, setShow] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button ref={button} variant={variant} size={size} disabled={disabled} className={className} aria-haspopup="dialog" onClick={() => setShow(true)}>
        {label} <span className="badge text-bg-light">{picker.value.length}</span>
      </Button>
      <TagPicker {...picker} show={show} onHide={() => setShow(false)} anchor={button} />
    </>
  );
}
