import { fireEvent, screen } from '@testing-library/react';
import { Modal } from './modal';
import { renderUi } from './test-support/render';

describe('the modal (sections 4 and 5)', () => {
  it('fires show then shown when opened, hide then hidden when closed', () => {
    const events: string[] = [];
    const props = {
      title: 'T',
      closeLabel: 'Close',
      onClose: () => undefined,
      onShow: () => events.push('show'),
      onShown: () => events.push('shown'),
      onHide: () => events.push('hide'),
      onHidden: () => events.push('hidden'),
    };
    const { rerender } = renderUi(<Modal open={false} {...props} />);
    expect(events).toEqual([]);
    rerender(<Modal open {...props} />);
    expect(events).toEqual(['show', 'shown']);
    rerender(<Modal open={false} {...props} />);
    expect(events).toEqual(['show', 'shown', 'hide', 'hidden']);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('takes the sizes 2xl, xl, lg, md, sm and the footer alignments start, end, center', () => {
    renderUi(<Modal open size="2xl" footerAlign="center" footer={<button>OK</button>} title="T" closeLabel="Close" onClose={() => undefined} />);
    expect(screen.getByRole('dialog').getAttribute('data-size')).toBe('2xl');
    expect(screen.getByText('OK').parentElement?.getAttribute('data-align')).toBe('center');
  });

  it('asks to close on Escape and on its close button', () => {
    const onClose = jest.fn();
    renderUi(<Modal open title="T" closeLabel="Close" onClose={onClose} />);
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    fireEvent.click(screen.getByLabelText('Close'));
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
