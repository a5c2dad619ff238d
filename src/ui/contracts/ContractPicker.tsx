import { observer } from 'mobx-react-lite';
import { useEffect, useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { contractLabel, ContractSearch, CONTRACT_TEXT, type Contract, type ContractsApi } from '@core/contracts';

export interface ContractPickerProps {
  /** The field's name ('Изначальный договор'). */
  label: string;
  api: ContractsApi;
  /** The chosen contract's id, and the contract itself when it is known (else shown as its number). */
  value: number | null;
  contract: Contract | null;
  onChange(contract: Contract | null): void;
  disabled?: boolean;
  error?: string;
  /** 'Создать договор' beside the search (only with the edit flag, S 6). */
  onCreate?: () => void;
}

/** A contract chosen by a search (GET /hb/docs?search=), the found ones in a list at most 500 px high (A 9). */
export const ContractPicker = observer(function ContractPicker({ label, api, value, contract, onChange, disabled, error, onCreate }: ContractPickerProps) {
  const id = useId();
  const [search] = useState(() => new ContractSearch(api.search));
  useEffect(() => () => search.stop(), [search]);
  const chosen = value === null ? CONTRACT_TEXT.none : contract ? contractLabel(contract) : `#${value}`;
  const searched = search.text.trim() !== '';
  return (
    <fieldset className="mb-3" aria-describedby={error ? `${id}-error` : undefined} disabled={disabled}>
      <legend className="form-label fs-6 mb-1">{label}</legend>
      <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
        <span className={value === null ? 'text-body-secondary' : 'fw-semibold text-break'}>{chosen}</span>
        {value !== null && (
          <Button variant="link" size="sm" className="p-0" aria-label={`${CONTRACT_TEXT.clear}: ${label}`} onClick={() => onChange(null)}>
            {CONTRACT_TEXT.clear}
          </Button>
        )}
      </div>
      <div className="d-flex gap-2">
        <input
          id={`${id}-search`}
          type="search"
          className="form-control"
          aria-label={`${CONTRACT_TEXT.search}: ${label}`}
          placeholder={CONTRACT_TEXT.searchHelp}
          value={search.text}
          autoComplete="off"
          onChange={(e) => search.type(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              search.now();
            }
          }}
        />
        {onCreate && (
          <Button variant="outline-secondary" className="text-nowrap" aria-label={`${CONTRACT_TEXT.createContract}: ${label}`} onClick={onCreate}>
            {CONTRACT_TEXT.createContract}
          </Button>
        )}
      </div>
      {error && (
        <div id={`${id}-error`} className="invalid-feedback d-block">
          {error}
        </div>
      )}
      {searched && (
        <div className="border rounded mt-2 overflow-auto" style={{ maxHeight: 500 }} aria-busy={search.load.loading || undefined}>
          {search.load.loading && <p className="m-2 text-body-secondary" role="status">{CONTRACT_TEXT.searching}</p>}
          {search.load.state === 'ready' && search.results.length === 0 && <p className="m-2 text-body-secondary">{CONTRACT_TEXT.notFound}</p>}
          <ul className="list-group list-group-flush" aria-label={`${CONTRACT_TEXT.search}: ${label}`}>
            {search.results.map((found) => (
              <li key={found.id} className="list-group-item d-flex justify-content-between align-items-center gap-2">
                <span className="text-break">
                  {contractLabel(found)}
                  {found.inn && <span className="text-body-secondary small ms-2">ИНН {found.inn}</span>}
                </span>
                <Button
                  variant={found.id === value ? 'primary' : 'outline-primary'}
                  size="sm"
                  aria-pressed={found.id === value}
                  aria-label={`${CONTRACT_TEXT.choose}: ${contractLabel(found)}`}
                  onClick={() => onChange(found)}
                >
                  {found.id === value ? CONTRACT_TEXT.chosen : CONTRACT_TEXT.choose}
                </Button>
              </li>
            ))}
          </ul>
          {search.more && <p className="m-2 small text-body-secondary">{CONTRACT_TEXT.more(search.results.length)}</p>}
        </div>
      )}
    </fieldset>
  );
});
