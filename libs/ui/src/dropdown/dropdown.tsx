import { useEffect, useId, useMemo, useRef, useState } from 'react';
import styled from 'styled-components';
import { createTypeAhead, type DropdownOption, filterOptions, type OptionFields, showsSearchBox, toDropdownOptions } from './dropdown-options';

const Wrapper = styled.div`
  position: relative;
`;

const Toggle = styled.button`
  width: 100%;
  display: flex;
  justify-content: space-between;
  align-items: center;
  padding: 0.45rem 0.65rem;
  border-radius: 6px;
  border: 1px solid ${({ theme }) => theme.border};
  background: ${({ theme }) => theme.surface};
  color: ${({ theme }) => theme.text};
  text-align: left;
  cursor: pointer;
  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;

const Menu = styled.div`
  position: absolute;
  z-index: 900;
  top: calc(100% + 4px);
  left: 0;
  right: 0;
  max-height: 18rem;
  overflow-y: auto;
  padding: 0.3rem;
  border-radius: 6px;
  border: 1px solid ${({ theme }) => theme.border};
  background: ${({ theme }) => theme.surfaceRaised};
  box-shadow: 0 8px 24px rgba(0, 0, 0, 0.2);
`;

const Search = styled.input`
  width: 100%;
  margin-bottom: 0.3rem;
  padding: 0.35rem 0.5rem;
  border-radius: 4px;
  border: 1px solid ${({ theme }) => theme.border};
  background: ${({ theme }) => theme.surface};
  color: ${({ theme }) => theme.text};
`;

const Item = styled.li<{ $selected: boolean }>`
  list-style: none;
  padding: 0.35rem 0.5rem;
  border-radius: 4px;
  cursor: pointer;
  background: ${({ theme, $selected }) => ($selected ? theme.variants.primary.soft : 'transparent')};
  &[aria-disabled='true'] {
    opacity: 0.5;
    cursor: not-allowed;
  }
  &:hover:not([aria-disabled='true']) {
    background: ${({ theme }) => theme.variants.tertiary.soft};
  }
`;

const Group = styled.li`
  list-style: none;
  padding: 0.35rem 0.5rem 0.15rem;
  font-size: 0.8rem;
  font-weight: 700;
  color: ${({ theme }) => theme.textMuted};
`;

export interface DropdownProps {
  options: readonly object[];
  fields?: OptionFields;
  value: string | null;
  onChange: (value: string) => void;
  placeholder: string;
  searchPlaceholder: string;
  label: string;
  disabled?: boolean;
}

/** A select list with a search box at 10 options or more, groups, disabled options and type-ahead. */
export function Dropdown({ options, fields, value, onChange, placeholder, searchPlaceholder, label, disabled }: DropdownProps) {
  const normalized = useMemo(() => toDropdownOptions(options, fields), [options, fields]);
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const listId = useId();
  const typeAhead = useRef(createTypeAhead());
  const wrapper = useRef<HTMLDivElement>(null);
  const selected = useMemo(() => findOption(normalized, value), [normalized, value]);
  const visible = filterOptions(normalized, query);

  useEffect(() => {
    if (!open) return;
    const close = (event: MouseEvent) => !wrapper.current?.contains(event.target as Node) && setOpen(false);
    document.addEventListener('mousedown', close);
    return () => document.removeEventListener('mousedown', close);
  }, [open]);

  const choose = (option: DropdownOption) => {
    if (option.disabled) return;
    onChange(option.value);
    setOpen(false);
    setQuery('');
  };
  const renderOptions = (list: readonly DropdownOption[]) =>
    list.map((option) =>
      option.children.length ? (
        <li key={`group-${option.text}`} role="presentation" style={{ listStyle: 'none' }}>
          <Group as="div" role="presentation">
            {option.text}
          </Group>
          <ul role="group" aria-label={option.text} style={{ padding: 0, margin: 0 }}>
            {renderOptions(option.children)}
          </ul>
        </li>
      ) : (
        <Item
          key={option.value}
          role="option"
          aria-selected={option.value === value}
          aria-disabled={option.disabled}
          $selected={option.value === value}
          onClick={() => choose(option)}
        >
          {option.text}
        </Item>
      ),
    );

  return (
    <Wrapper ref={wrapper}>
      <Toggle
        type="button"
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={listId}
        aria-label={label}
        disabled={disabled}
        onClick={() => setOpen(!open)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') setOpen(false);
          if (event.key.length === 1 && !event.ctrlKey && !event.metaKey) {
            const match = typeAhead.current(event.key, normalized);
            if (match) onChange(match.value);
          }
        }}
      >
        <span>{selected?.text ?? placeholder}</span>
        <span aria-hidden="true">▾</span>
      </Toggle>
      {open ? (
        <Menu>
          {showsSearchBox(normalized) ? (
            <Search
              type="search"
              aria-label={searchPlaceholder}
              placeholder={searchPlaceholder}
              value={query}
              autoFocus
              onChange={(event) => setQuery(event.target.value)}
            />
          ) : null}
          <ul id={listId} role="listbox" aria-label={label} style={{ padding: 0, margin: 0 }}>
            {renderOptions(visible)}
          </ul>
        </Menu>
      ) : null}
    </Wrapper>
  );
}

function findOption(options: readonly DropdownOption[], value: string | null): DropdownOption | undefined {
  for (const option of options) {
    if (option.children.length) {
      const inner = findOption(option.children, value);
      if (inner) return inner;
    } else if (option.value === value) return option;
  }
  return undefined;
}
