import { type ReactNode, useEffect, useId, useMemo } from 'react';
import styled from 'styled-components';
import { readStored, writeStored } from '../browser-storage';
import { useSmallScreen } from '../use-media-query';
import { chooseActiveTab, rememberedTabKey, type TabItem, tabStripVisible } from './choose-active-tab';

const Strip = styled.div`
  display: flex;
  gap: 0.25rem;
  border-bottom: 1px solid ${({ theme }) => theme.border};
  margin-bottom: 1rem;
  overflow-x: auto;
`;

const Tab = styled.button<{ $active: boolean }>`
  padding: 0.5rem 0.9rem;
  border: none;
  border-bottom: 3px solid ${({ theme, $active }) => ($active ? theme.variants.primary.background : 'transparent')};
  background: none;
  color: ${({ theme, $active }) => ($active ? theme.text : theme.textMuted)};
  font-weight: ${({ $active }) => ($active ? 700 : 500)};
  cursor: pointer;
  white-space: nowrap;
  &:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
`;

const Select = styled.select`
  width: 100%;
  margin-bottom: 1rem;
  padding: 0.45rem;
  border-radius: 6px;
  border: 1px solid ${({ theme }) => theme.border};
  background: ${({ theme }) => theme.surface};
  color: ${({ theme }) => theme.text};
`;

export interface TabsProps {
  items: readonly TabItem[];
  tabKey: string;
  routeName?: string;
  query?: URLSearchParams;
  /** Show the strip even with one tab. */
  showSingleTab?: boolean;
  /** Called with the tab the user picks; the caller navigates (to its `to`) or switches content. */
  onSelect: (item: TabItem) => void;
  /** The label of the select list on small screens. */
  label: string;
  children?: (active: TabItem | undefined) => ReactNode;
}

/** Tabbed panels (section 2); a select list on small screens; the choice is remembered. */
export function Tabs({ items, tabKey, routeName, query, showSingleTab, onSelect, label, children }: TabsProps) {
  const small = useSmallScreen();
  const selectId = useId();
  const remembered = readStored(rememberedTabKey(tabKey));
  const active = useMemo(() => chooseActiveTab({ items, routeName, query, tabKey, remembered }), [items, routeName, query, tabKey, remembered]);
  useEffect(() => active?.onShown?.(), [active]);
  const pick = (item: TabItem) => {
    if (item.disabled) return;
    writeStored(rememberedTabKey(tabKey), item.name);
    onSelect(item);
  };
  const strip = !tabStripVisible(items, showSingleTab) ? null : small ? (
    <>
      <label htmlFor={selectId} className="visually-hidden" style={{ position: 'absolute', left: '-9999px' }}>
        {label}
      </label>
      <Select
        id={selectId}
        value={active?.name}
        onChange={(event) => {
          const item = items.find((i) => i.name === event.target.value);
          if (item) pick(item);
        }}
      >
        {items.map((item) => (
          <option key={item.name} value={item.name} disabled={item.disabled} data-to={item.to}>
            {item.label}
          </option>
        ))}
      </Select>
    </>
  ) : (
    <Strip role="tablist" aria-label={label}>
      {items.map((item) => (
        <Tab
          key={item.name}
          role="tab"
          type="button"
          aria-selected={item === active}
          $active={item === active}
          disabled={item.disabled}
          data-to={item.to}
          onClick={() => pick(item)}
        >
          {item.label}
        </Tab>
      ))}
    </Strip>
  );
  return (
    <div>
      {strip}
      {children ? <div role="tabpanel">{children(active)}</div> : null}
    </div>
  );
}
