import { prop, propsSchema } from './props';

describe('prop.choices', () => {
  const schema = propsSchema({ types: prop.optional(prop.choices()) });

  it('reads [{id, name}] with ids as text, drops entries without an id, names a nameless one by its id', () => {
    const { types } = schema.parse({ types: [{ id: 1, name: 'Акт' }, { id: 'agent_report', name: 'Отчёт агента' }, { name: 'без id' }, 'мусор', { id: 7 }, { id: Infinity, name: 'x' }] });
    expect(types).toEqual([
      { id: '1', name: 'Акт' },
      { id: 'agent_report', name: 'Отчёт агента' },
      { id: '7', name: '7' },
    ]);
  });

  it('refuses what is not a list, naming the prop for the backend developer', () => {
    expect(() => schema.parse({ types: { id: 1 } })).toThrow('props.types');
  });
});
