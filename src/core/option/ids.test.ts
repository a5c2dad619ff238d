import { boundedNumber, idOf, idsOf, idValue, optionalIdValue, steppedText } from '.';

describe('ids of an option value', () => {
  it('reads ids as text, each once, and sends whole numbers as numbers', () => {
    expect(idsOf([3, '3', ' 7 ', '', null, NaN, { id: 1 }, 'Kra1'])).toEqual(['3', '7', 'Kra1']);
    expect(idsOf('3,7')).toEqual([]);
    expect([idOf(12), idOf(Infinity), idOf(undefined)]).toEqual(['12', '', '']);
    expect(['12', 'Kra1', '007', '1e3', '0'].map(idValue)).toEqual([12, 'Kra1', '007', '1e3', 0]);
    expect([optionalIdValue(''), optionalIdValue('5')]).toEqual([null, 5]);
  });
});

describe('numbers typed on a step', () => {
  it('bounded: empty is null, out of range or more decimals than the step is undefined, commas are dots', () => {
    expect(['', '0,75', '100', '100.01', '-1', '0.125', 'x'].map((t) => boundedNumber(t, 0, 100, 0.01))).toEqual([null, 0.75, 100, undefined, undefined, undefined, undefined]);
  });

  it('stepped: moved by the step within the bounds, written on its decimals', () => {
    expect([steppedText('1,5', 0.01, 0.01, 0, 100), steppedText('', -0.01, 0.01, 0, 100), steppedText('99.995', 0.01, 0.01, 0, 100)]).toEqual(['1.51', '0', '100']);
  });
});
