import { createTypeAhead, filterOptions, showsSearchBox, toDropdownOptions } from './dropdown-options';

const people = (n: number) => Array.from({ length: n }, (_, i) => ({ id: i, name: `Person ${i}` }));

describe('dropdown options (sections 3, 5 and 9)', () => {
  it('maps name, id, disable and children by default', () => {
    expect(toDropdownOptions([{ id: 1, name: 'A', disable: true, children: [{ id: 2, name: 'B' }] }])).toEqual([
      { text: 'A', value: '1', disabled: true, children: [{ text: 'B', value: '2', disabled: false, children: [] }] },
    ]);
  });

  it('maps the fields the caller names', () => {
    expect(toDropdownOptions([{ code: 'th', label: 'ไทย', off: false }], { text: 'label', value: 'code', disable: 'off' })[0]).toMatchObject({
      text: 'ไทย',
      value: 'th',
      disabled: false,
    });
  });

  it('shows a search box at 10 options or more', () => {
    expect(showsSearchBox(toDropdownOptions(people(9)))).toBe(false);
    expect(showsSearchBox(toDropdownOptions(people(10)))).toBe(true);
  });

  it('filters by text, keeping groups that still hold a match', () => {
    const options = toDropdownOptions([
      {
        id: 'g',
        name: 'Group',
        children: [
          { id: 'x', name: 'Alpha' },
          { id: 'y', name: 'Beta' },
        ],
      },
    ]);
    expect(filterOptions(options, 'alp')[0]?.children.map((o) => o.text)).toEqual(['Alpha']);
    expect(filterOptions(options, 'zzz')).toEqual([]);
  });

  it('clears the type-ahead after 350 ms', () => {
    let now = 0;
    const typeAhead = createTypeAhead(() => now);
    const options = toDropdownOptions([
      { id: 1, name: 'Banana' },
      { id: 2, name: 'Bread' },
      { id: 3, name: 'Rice' },
    ]);
    expect(typeAhead('b', options)?.text).toBe('Banana');
    now = 100;
    expect(typeAhead('r', options)?.text).toBe('Bread');
    now = 500;
    expect(typeAhead('r', options)?.text).toBe('Rice');
  });
});
