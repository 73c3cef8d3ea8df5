import { UI_CONSTANTS } from '../constants';

/** Which fields of the caller's objects hold an option's text, value, disabled flag and children. */
export interface OptionFields {
  text?: string;
  value?: string;
  disable?: string;
  children?: string;
}

export interface DropdownOption {
  text: string;
  value: string;
  disabled: boolean;
  children: DropdownOption[];
}

const DEFAULT_FIELDS = { text: 'name', value: 'id', disable: 'disable', children: 'children' } as const;

/** Maps the caller's objects to options, with the defaults of section 3 (name, id, disable, children). */
export function toDropdownOptions(raw: readonly object[], fields: OptionFields = {}): DropdownOption[] {
  const f = { ...DEFAULT_FIELDS, ...fields };
  return raw.map((item) => {
    const record = item as Record<string, unknown>;
    const children = record[f.children];
    return {
      text: String(record[f.text] ?? ''),
      value: String(record[f.value] ?? ''),
      disabled: Boolean(record[f.disable]),
      children: Array.isArray(children) ? toDropdownOptions(children as object[], fields) : [],
    };
  });
}

/** Options that can be picked, groups flattened. */
export function selectableOptions(options: readonly DropdownOption[]): DropdownOption[] {
  return options.flatMap((option) => (option.children.length ? selectableOptions(option.children) : [option]));
}

/** The search box appears at 10 options or more (section 9). */
export function showsSearchBox(options: readonly DropdownOption[]): boolean {
  return selectableOptions(options).length >= UI_CONSTANTS.dropdownSearchThreshold;
}

/** Options whose text contains the query (case-insensitive); a group stays when a child matches. */
export function filterOptions(options: readonly DropdownOption[], query: string): DropdownOption[] {
  const needle = query.trim().toLocaleLowerCase();
  if (!needle) return [...options];
  return options.flatMap((option) => {
    if (option.children.length) {
      const children = filterOptions(option.children, needle);
      return children.length ? [{ ...option, children }] : [];
    }
    return option.text.toLocaleLowerCase().includes(needle) ? [option] : [];
  });
}

/**
 * Type-ahead: keys typed within 350 ms of each other form one prefix; the first enabled option
 * whose text starts with it is the match.
 */
export function createTypeAhead(now: () => number = Date.now) {
  let typed = '';
  let last = -Infinity;
  return (key: string, options: readonly DropdownOption[]): DropdownOption | undefined => {
    const at = now();
    typed = at - last > UI_CONSTANTS.typeAheadClearMs ? key : typed + key;
    last = at;
    const prefix = typed.toLocaleLowerCase();
    return selectableOptions(options).find((option) => !option.disabled && option.text.toLocaleLowerCase().startsWith(prefix));
  };
}
