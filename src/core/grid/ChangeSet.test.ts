import { autorun } from 'mobx';
import { ChangeSet } from './ChangeSet';
import { ChangeSets } from './ChangeSets';
import { NOT_A_NUMBER, numericCells, numberText, sameNumberText } from './numericCells';

const loaded = () => {
  const set = new ChangeSet<string, string>(numericCells<string>());
  set.load([
    ['a', '10'],
    ['b', '2,5'],
  ]);
  return set;
};

describe('ChangeSet', () => {
  it('shows the stored values, marks edits, and an edit back to the stored number is no change', () => {
    const set = loaded();
    expect([set.value('a'), set.value('b'), set.value('c')]).toEqual(['10', '2,5', '']);
    expect(set.dirty).toBe(false);
    set.set('a', '11');
    set.set('c', '7');
    expect(set.isChanged('a')).toBe(true);
    expect(set.dirty).toBe(true);
    expect(set.changes).toEqual([
      { key: 'a', value: '11' },
      { key: 'c', value: '7' },
    ]);
    set.set('a', '10,0'); // the same number typed differently
    set.set('c', '');
    expect(set.dirty).toBe(false);
    expect(set.value('a')).toBe('10');
  });

  it('checks each cell and lists the changed cells that are wrong', () => {
    const set = loaded();
    set.set('a', '12abc');
    set.set('b', '1 200,5');
    expect(set.error('a')).toBe(NOT_A_NUMBER);
    expect(set.error('b')).toBeNull();
    expect(set.invalidKeys).toEqual(['a']);
    set.set('a', 'Infinity');
    expect(set.invalidKeys).toEqual(['a']);
  });

  it('takes the answer of a save as stored, keeping an edit typed while the save was in flight', () => {
    const set = loaded();
    set.set('a', '11');
    set.set('b', '3');
    const sent = set.changes;
    set.set('b', '4'); // typed during the save
    set.applySaved(sent, [
      ['a', '11'],
      ['b', '3'],
      ['x', '99'], // the server's own (a calculated value)
    ]);
    expect(set.isChanged('a')).toBe(false);
    expect(set.value('b')).toBe('4');
    expect(set.isChanged('b')).toBe(true);
    expect(set.original('x')).toBe('99');
    expect(set.changes).toEqual([{ key: 'b', value: '4' }]);
  });

  it('keeps everything on a failed save (nothing applied) and reverts one cell or all on demand', () => {
    const set = loaded();
    set.set('a', '1');
    set.set('b', '2');
    expect(set.changes).toHaveLength(2);
    set.revert('a');
    expect(set.value('a')).toBe('10');
    set.revertAll();
    expect(set.dirty).toBe(false);
  });

  it('is observed per cell: editing one key does not wake an observer of another', () => {
    const set = loaded();
    let runsA = 0;
    let runsB = 0;
    const stopA = autorun(() => {
      set.value('a');
      set.isChanged('a');
      runsA += 1;
    });
    const stopB = autorun(() => {
      set.value('b');
      runsB += 1;
    });
    set.set('a', '1');
    set.set('a', '12');
    set.set('a', '123');
    expect(runsA).toBe(4);
    expect(runsB).toBe(1);
    stopA();
    stopB();
  });

  it('keeps a change set per tab: dirty per tab, any dirty for the page, a dropped tab forgotten', () => {
    const tabs = new ChangeSets<'campaign' | 'd1', string, string>(numericCells<string>());
    tabs.of('campaign').load([]);
    tabs.of('d1').set('x', '5');
    expect([tabs.dirty('campaign'), tabs.dirty('d1'), tabs.anyDirty]).toEqual([false, true, true]);
    expect(tabs.of('d1').value('x')).toBe('5');
    tabs.drop('d1');
    expect(tabs.anyDirty).toBe(false);
  });

  it('writes numbers as operators type them and compares them as numbers', () => {
    expect(numberText(1234.5)).toBe('1234,5');
    expect(numberText(null)).toBe('');
    expect(sameNumberText('1,50', '1.5')).toBe(true);
    expect(sameNumberText(' ', '')).toBe(true);
    expect(sameNumberText('abc', 'abc ')).toBe(true);
    expect(sameNumberText('0', '')).toBe(false);
  });
});
