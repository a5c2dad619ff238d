import { RecordFormState } from '@core/record';
import { typeVat, type VatPaths } from './vatAmounts';

const PATHS: VatPaths = { amount: 'net', withVat: 'gross', rate: 'rate', vat: 'vat' };
const form = () => new RecordFormState({ net: '', gross: '', rate: '20', vat: '' });

describe('typeVat (S 5: with VAT = without × (rate + 100) / 100, VAT the difference, two decimals)', () => {
  it('either amount recomputes the other and the VAT amount; the typed one stays as typed', () => {
    const f = form();
    typeVat(f, PATHS, 'amount', '1000,5');
    expect(f.values).toEqual({ net: '1000,5', gross: '1200.60', rate: '20', vat: '200.10' });
    typeVat(f, PATHS, 'withVat', '100');
    expect(f.values).toEqual({ net: '83.33', gross: '100', rate: '20', vat: '16.67' });
  });

  it('a rate recomputes from the amount without VAT; a rate that is no number changes nothing more', () => {
    const f = form();
    typeVat(f, PATHS, 'amount', '200');
    typeVat(f, PATHS, 'rate', '10');
    expect(f.values).toMatchObject({ net: '200', gross: '220.00', vat: '20.00' });
    typeVat(f, PATHS, 'rate', '0');
    expect(f.values).toMatchObject({ gross: '200.00', vat: '0.00' });
    typeVat(f, PATHS, 'rate', '-100');
    typeVat(f, PATHS, 'amount', '5');
    expect(f.values).toMatchObject({ net: '5', gross: '200.00', rate: '-100' });
  });

  it('an amount cleared or not a number clears what was computed from it', () => {
    const f = form();
    typeVat(f, PATHS, 'amount', '10');
    typeVat(f, PATHS, 'amount', 'abc');
    expect(f.values).toMatchObject({ net: 'abc', gross: '', vat: '' });
    typeVat(f, PATHS, 'withVat', '1e400');
    expect(f.values).toMatchObject({ net: '', gross: '1e400', vat: '' });
  });
});
