import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import Button from 'react-bootstrap/Button';
import { notify } from '@core/notify';
import { SAVED_PARAMS_PAGE, type ApplyMode, type SavedParams, type SavedParamsStore } from '@core/presets';
import { FormField } from '../FormField';
import { InlineRadios } from '../InlineRadios';
import { formatNumber } from '@core/format';

export const SAVED_PANEL_TEXT = {
  personal: 'Доступен только мне',
  name: 'Название',
  savePreset: 'Сохранить пресет',
  saveTemplate: 'Сохранить шаблон',
  apply: 'Применить',
  remove: 'Удалить',
  mode: 'При применении',
  modes: { overwrite: 'Заменить', merge: 'Объединить' } satisfies Record<ApplyMode, string>,
  loading: 'Ожидаю данные...',
  retry: 'Повторить',
  loadFailed: 'Не удалось загрузить список.',
  search: 'Найти по названию',
  nothingFound: 'Ничего не найдено',
  more: (more: number, total: number) => `Показать ещё ${formatNumber(more, 0)} из ${formatNumber(total, 0)}`,
  applyItem: (name: string) => `Применить «${name}»`,
  removeItem: (name: string) => `Удалить «${name}»`,
} as const;

export interface SavedParamsPanelProps<P> {
  store: SavedParamsStore<P>;
  /** The panel's heading ('Пресеты', 'Шаблоны'). */
  title: string;
  /** The target is off: nothing can be applied (A 4); saving and deleting still work. */
  applyDisabled?: boolean;
  /**
   * Whether to offer the merge mode (A 9 overwrite / merge) beside Apply; default: for presets. Geo templates
   * merge too ('Объединить' adds the template's ids to the lists).
   */
  modes?: boolean;
  /**
   * The question asked before an item applied in 'Заменить' mode replaces what the editor holds ('Заменить
   * несохранённые правила пресетом «…»?'), or null to apply at once (nothing unsaved would be lost).
   */
  confirmReplace?: (name: string) => string | null;
}

/**
 * Presets or saved templates (over SavedParamsStore): the list with Apply (and, for presets, overwrite or
 * merge, Delete, the 'Доступен только мне' mark; a long list searched by name and shown a page at a
 * time), then a name (and 'Доступен только мне') and Save. Its owner starts the store (an option editor's
 * loads, before the first render), so the list's request leaves with the page, not from this view's effect. Not a <form>: it sits inside the option editor's form, so Enter in the name saves the preset, not the option.
 */
export const SavedParamsPanel = observer(function SavedParamsPanel<P>({ store, title, applyDisabled, modes, confirmReplace }: SavedParamsPanelProps<P>) {
  const id = useId();
  const preset = store.kind === 'preset';
  const withModes = modes ?? preset;
  // Nothing unsaved is replaced without a question (issue 43): merging adds, so it asks nothing.
  const apply = (item: SavedParams<P>): void => {
    const question = (withModes ? store.applyMode : 'overwrite') === 'overwrite' ? (confirmReplace?.(item.name) ?? null) : null;
    if (question === null) return store.apply(item);
    void notify.confirm(question, { confirmLabel: SAVED_PANEL_TEXT.modes.overwrite }).then((ok) => {
      if (ok) store.apply(item);
    });
  };
  return (
    <section aria-labelledby={`${id}-title`} className="card mb-3">
      <div className="card-body">
        <h3 id={`${id}-title`} className="h6">
          {title}
        </h3>
        {withModes && <InlineRadios className="mb-2" legend={SAVED_PANEL_TEXT.mode} value={store.applyMode} choices={SAVED_PANEL_TEXT.modes} onChange={store.setApplyMode} disabled={applyDisabled} />}
        {store.state === 'loading' && store.items.length === 0 && (
          <p className="text-body-secondary" role="status">
            {SAVED_PANEL_TEXT.loading}
          </p>
        )}
        {store.state === 'failed' && (
          <p className="text-danger d-flex align-items-center gap-2">
            {SAVED_PANEL_TEXT.loadFailed}
            <Button variant="outline-danger" size="sm" onClick={() => void store.load()}>
              {SAVED_PANEL_TEXT.retry}
            </Button>
          </p>
        )}
        {store.state === 'ready' && store.items.length === 0 && <p className="text-body-secondary">{store.texts.empty}</p>}
        {store.items.length > SAVED_PARAMS_PAGE && (
          <FormField label={SAVED_PANEL_TEXT.search} className="mb-2">
            {(control) => <input {...control} type="search" autoComplete="off" value={store.query} onChange={(e) => store.setQuery(e.target.value)} onKeyDown={(e) => e.key === 'Enter' && e.preventDefault()} />}
          </FormField>
        )}
        {store.items.length > 0 && store.matching.length === 0 && <p className="text-body-secondary">{SAVED_PANEL_TEXT.nothingFound}</p>}
        {store.shown.length > 0 && (
          <ul className="list-group mb-3">
            {store.shown.map((item) => (
              <li key={item.id} className="list-group-item d-flex flex-wrap align-items-center gap-2">
                <span className="me-auto text-break">
                  {item.name}
                  {item.personal && <span className="badge text-bg-secondary ms-2">{SAVED_PANEL_TEXT.personal}</span>}
                  {item.description && <span className="d-block small text-body-secondary">{item.description}</span>}
                </span>
                <Button variant="outline-primary" size="sm" disabled={applyDisabled} aria-label={SAVED_PANEL_TEXT.applyItem(item.name)} onClick={() => apply(item)}>
                  {SAVED_PANEL_TEXT.apply}
                </Button>
                {store.canRemove && (
                  <Button variant="outline-danger" size="sm" aria-label={SAVED_PANEL_TEXT.removeItem(item.name)} onClick={() => void store.remove(item)}>
                    {SAVED_PANEL_TEXT.remove}
                  </Button>
                )}
              </li>
            ))}
            {store.matching.length > store.shown.length && (
              <li className="list-group-item">
                <Button variant="link" size="sm" className="p-0" onClick={store.showMore}>
                  {SAVED_PANEL_TEXT.more(Math.min(SAVED_PARAMS_PAGE, store.matching.length - store.shown.length), store.matching.length)}
                </Button>
              </li>
            )}
          </ul>
        )}
        <div className="row g-2 align-items-start">
          <FormField label={SAVED_PANEL_TEXT.name} error={store.nameError ?? undefined} className="col-sm-6 mb-0">
            {(control) => (
              <input
                {...control}
                type="text"
                autoComplete="off"
                value={store.name}
                onChange={(e) => store.setName(e.target.value)}
                onKeyDown={(e) => {
                  if (e.key !== 'Enter') return;
                  e.preventDefault();
                  void store.save();
                }}
              />
            )}
          </FormField>
          {preset && (
            <div className="col-sm-auto form-check mt-sm-4 ms-2">
              <input id={`${id}-personal`} type="checkbox" className="form-check-input" checked={store.personal} onChange={(e) => store.setPersonal(e.target.checked)} />
              <label htmlFor={`${id}-personal`} className="form-check-label">
                {SAVED_PANEL_TEXT.personal}
              </label>
            </div>
          )}
          <div className="col-sm-auto mt-sm-4">
            <Button variant="outline-secondary" disabled={store.saving} onClick={() => void store.save()}>
              {preset ? SAVED_PANEL_TEXT.savePreset : SAVED_PANEL_TEXT.saveTemplate}
            </Button>
          </div>
        </div>
      </div>
    </section>
  );
});
