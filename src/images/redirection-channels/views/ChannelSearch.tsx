import { observer } from 'mobx-react-lite';
import { FormField } from '@ui/FormField';
import { ChoiceSelect } from '@ui/ChoiceSelect';
import { LoadStateLine } from '@ui/LoadStateLine';
import { capOptions, optionCapNote } from '@ui/optionCap';
import { FilterForm } from '@ui/Sidebar';
import { ANY_STATUS, type RedirectionChannelsStore } from '../RedirectionChannelsStore';
import { TEXTS } from '../texts';

/** The most channels found that are drawn, each a row with its 'Выбрать' button. */
export const FOUND_CAP = 100;

/** I 2.8 right side: the search form (search string, format, status, default active) and the channels found, each to choose. */
export const ChannelSearch = observer(function ChannelSearch({ store }: { store: RedirectionChannelsStore }) {
  const { draft, results } = store;
  const { q, fmt, st } = draft.text;
  // The status the hash holds stays offered before the list of statuses arrives (default active).
  const known = store.statuses.length || st === ANY_STATUS ? store.statuses : [{ value: st, name: st }];
  const statuses = [{ value: ANY_STATUS, name: TEXTS.anyStatus }, ...known];
  // A search found thousands (or a lying answer): the first ones and the chosen one are drawn, the rest is for a narrower search.
  const found = capOptions(results.rows, (c) => c.id === store.chosenId, FOUND_CAP);
  return (
    <div className="d-grid gap-3">
      <FilterForm title={TEXTS.searchTitle} onSearch={store.search} onReset={store.resetSearch}>
        <FormField label={TEXTS.search} help={TEXTS.searchHelp} className="mb-0">
          {(control) => <input {...control} type="search" value={q} onChange={(e) => draft.edit('q', e.target.value)} />}
        </FormField>
        <FormField label={TEXTS.format} error={draft.errors.fmt} className="mb-0">
          {(control) => <ChoiceSelect control={control} value={fmt} none={TEXTS.anyFormat} choices={store.formats} onChange={(v) => draft.edit('fmt', v)} />}
        </FormField>
        <FormField label={TEXTS.status} className="mb-0">
          {(control) => <ChoiceSelect control={control} value={st} choices={statuses} onChange={(v) => draft.edit('st', v)} />}
        </FormField>
      </FilterForm>
      <section aria-labelledby="redirection-results">
        <h2 id="redirection-results" className="h6">
          {TEXTS.results}
        </h2>
        <LoadStateLine list={results} />
        {results.isEmpty && <p className="text-body-secondary">{TEXTS.resultsEmpty}</p>}
        {results.state === 'failed' && <p className="text-danger">Не удалось загрузить данные</p>}
        <ul className={`list-group overflow-auto${results.loading ? ' opacity-50' : ''}`} style={{ maxHeight: 300 }}>
          {found.shown.map((c) => (
            <li key={c.id} className={`list-group-item d-flex align-items-center gap-2${c.id === store.chosenId ? ' active' : ''}`}>
              <span className="text-break">
                <span>{c.name}</span> <span className="small opacity-75">#{c.id} · {store.formatName(c)}</span>
              </span>
              <button type="button" className={`btn btn-sm ms-auto ${c.id === store.chosenId ? 'btn-light' : 'btn-outline-primary'}`} aria-label={TEXTS.choose(c)} aria-pressed={c.id === store.chosenId} onClick={() => void store.choose(c)}>
                Выбрать
              </button>
            </li>
          ))}
        </ul>
        {found.capped && (
          <p className="text-body-secondary small mt-2 mb-0" role="status">
            {optionCapNote(found.total, true, FOUND_CAP)}
          </p>
        )}
      </section>
    </div>
  );
});
