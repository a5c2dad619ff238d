import { validate, type Rule } from '../validate';

const now = new Date(2026, 10, 22, 12, 0);

describe('validate', () => {
  it('checks the generic rule set with the spec messages', () => {
    const values = { name: '', qty: '12,5x', pct: '101', site: 'ftp://x.ru', mail: 'a@b', phone: '12', begin: '31.02.2026', end: '01.01.2030', list: 'x', flag: 'yes', kind: 'simple', val: '' };
    const errors = validate(values, {
      name: [{ rule: 'required', message: 'Поле Название обязательно для заполнения!' }],
      qty: ['numeric'],
      pct: ['percent'],
      site: ['url'],
      mail: ['email'],
      phone: ['phone'],
      begin: ['date'],
      end: ['past_or_current'],
      list: ['array'],
      flag: ['bool'],
      val: [{ rule: 'required_if', field: 'kind', equals: 'simple' }],
    }, now);
    expect(errors).toEqual({
      name: 'Поле Название обязательно для заполнения!',
      qty: 'Поле должно содержать число!',
      pct: '% число от 0 до 100!',
      site: 'Поле некорректно заполнено',
      mail: 'Некорректный адрес электронной почты',
      phone: 'Некорректный номер телефона',
      begin: 'Некорректная дата (ожидается ДД.ММ.ГГГГ)',
      end: 'Дата не может быть в будущем',
      list: 'Поле должно быть списком',
      flag: 'Поле должно быть да или нет',
      val: 'Обязательное поле',
    });
  });

  it('passes valid values and skips empty optional ones', () => {
    expect(validate({ a: 'https://site.ru/x', b: '10,5', c: '', d: '23.11.2026', e: '22.11.2026', f: '+7 (495) 123-45-67' }, {
      a: ['required', 'url'], b: ['numeric', 'percent'], c: ['numeric'], d: ['future'], e: ['past_or_current'], f: ['phone'],
    }, now)).toEqual({});
  });

  it('a percent is read as operators type it: spaces and a comma (issue 44)', () => {
    expect(validate({ a: '12 ,5', b: '100', c: '1 00,5', d: 0 }, { a: ['percent'], b: ['percent'], c: ['percent'], d: ['percent'] })).toEqual({ c: '% число от 0 до 100!' });
  });

  it('an unknown rule is an internal error', () => {
    expect(() => validate({ a: 1 }, { a: ['nope' as unknown as Rule] })).toThrow('validate: unknown rule "nope"');
  });
});
