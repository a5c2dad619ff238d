import { waitFor } from '@testing-library/react';
import { contractLabel, contractsOf, innInfoOf } from './decoders';
import { CONTRACT_RESULTS_CAP, ContractSearch } from './ContractSearch';
import { isValidInn } from './inn';

const doc = (id: number) => ({ id, doc_number: `Д-${id}`, date_signed: '2026-02-01', name: `Договор ${id}` });

describe('core/contracts', () => {
  it('decodes documents leniently, names them, checks an INN (S 5: digits, 10 or 12)', () => {
    expect(contractsOf([doc(1), { name: 'без id' }, null, 'x'])).toHaveLength(1);
    const [contract] = contractsOf([{ ...doc(7), amount: 'много', is_vat: '1' }]);
    expect(contract).toMatchObject({ id: 7, amount: null, is_vat: true, inn: '' });
    expect(contractLabel(contract)).toBe('№ Д-7 от 01.02.2026 — Договор 7');
    expect(contractLabel({ ...contract, doc_number: '', date_signed: '', name: '' })).toBe('#7');
    expect(innInfoOf({ inn: '7701234567' })).toBeNull(); // names no one
    expect(['7701234567', '500100732259', ' 7701234567 '].map(isValidInn)).toEqual([true, true, true]);
    expect(['770123456', '77012345678', '77012345a7', ''].map(isValidInn)).toEqual([false, false, false, false]);
  });

  it('the search: as typed after a pause, the latest answer only, at most CONTRACT_RESULTS_CAP listed; empty text clears', async () => {
    const calls: Array<{ search: unknown; resolve(rows: ReturnType<typeof contractsOf>): void; signal: AbortSignal }> = [];
    const search = new ContractSearch((params, signal) => new Promise((resolve) => calls.push({ search: params.search, resolve, signal })));
    search.type('Д');
    search.type('Д-1');
    expect(calls).toHaveLength(0); // waits for the pause
    search.now();
    expect(calls.map((c) => c.search)).toEqual(['Д-1']);
    search.type('Д-12');
    search.now();
    expect(calls[0].signal.aborted).toBe(true);
    calls[1].resolve(contractsOf(Array.from({ length: CONTRACT_RESULTS_CAP + 5 }, (_, i) => doc(i + 1))));
    await waitFor(() => expect(search.results).toHaveLength(CONTRACT_RESULTS_CAP));
    expect(search.more).toBe(true);
    search.type('  ');
    expect(search.results).toEqual([]);
    search.stop();
  });
});
