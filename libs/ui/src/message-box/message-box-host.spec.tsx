import { act, fireEvent, screen } from '@testing-library/react';
import { renderUi } from '../test-support/render';
import { MessageBoxHost } from './message-box-host';
import { createMessageBoxStore } from './message-box-store';

describe('the message box host (sections 3, 4 and 8)', () => {
  it('shows details behind Show Details / Hide Details', () => {
    const store = createMessageBoxStore();
    renderUi(<MessageBoxHost store={store} />);
    act(() => void store.show({ icon: 'warning', content: 'Not successful', details: 'trace 42' }));
    expect(screen.queryByText('trace 42')).toBeNull();
    fireEvent.click(screen.getByText('Show Details'));
    expect(screen.getByText('trace 42')).toBeTruthy();
    fireEvent.click(screen.getByText('Hide Details'));
    expect(screen.queryByText('trace 42')).toBeNull();
  });

  it('titles the box after its variant and closes it after a button callback', () => {
    const store = createMessageBoxStore();
    const refresh = jest.fn();
    renderUi(<MessageBoxHost store={store} />);
    act(
      () =>
        void store.show({ icon: 'question', content: 'Round moved on', buttons: [{ text: 'Close' }, { text: 'Refresh', icon: 'refresh', callback: refresh }] }),
    );
    expect(screen.getByRole('heading', { name: 'Question' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Refresh/ }));
    expect(refresh).toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('gives a box without buttons a single OK', () => {
    const store = createMessageBoxStore();
    renderUi(<MessageBoxHost store={store} />);
    act(() => void store.show({ icon: 'success', content: 'Saved' }));
    expect(screen.getByRole('button', { name: /OK/ })).toBeTruthy();
  });
});
