import { fireEvent, screen } from '@testing-library/react';
import { renderUi, stubMatchMedia } from '../test-support/render';
import { Tabs } from './tabs';

const items = [
  { name: 'personal', label: 'Personal' },
  { name: 'team', label: 'Team' },
  { name: 'company', label: 'Company', disabled: true },
];

describe('tabbed panels (section 2)', () => {
  beforeEach(() => localStorage.clear());

  it('draws a tab strip on wide screens and remembers the choice', () => {
    stubMatchMedia(false);
    const onSelect = jest.fn();
    renderUi(<Tabs items={items} tabKey="rankings" label="Rankings" onSelect={onSelect} />);
    fireEvent.click(screen.getByRole('tab', { name: 'Team' }));
    expect(onSelect).toHaveBeenCalledWith(items[1]);
    expect(localStorage.getItem('tabs.rankings')).toBe('team');
    expect((screen.getByRole('tab', { name: 'Company' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('becomes a select list on small screens', () => {
    stubMatchMedia(true);
    renderUi(<Tabs items={items} tabKey="rankings" label="Rankings" onSelect={() => undefined} />);
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(screen.getByRole('combobox')).toBeTruthy();
  });

  it('hides a single tab unless configured to show it', () => {
    stubMatchMedia(false);
    const { unmount } = renderUi(<Tabs items={items.slice(0, 1)} tabKey="k" label="K" onSelect={() => undefined} />);
    expect(screen.queryByRole('tablist')).toBeNull();
    unmount();
    renderUi(<Tabs items={items.slice(0, 1)} tabKey="k" label="K" showSingleTab onSelect={() => undefined} />);
    expect(screen.getByRole('tablist')).toBeTruthy();
  });
});
