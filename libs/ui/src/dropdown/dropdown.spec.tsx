import { fireEvent, screen } from '@testing-library/react';
import { renderUi } from '../test-support/render';
import { Dropdown } from './dropdown';

const options = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `p${i}`, name: `Product ${i}` }));

describe('the dropdown (sections 3, 5 and 9)', () => {
  it('has no search box under 10 options and one at 10', () => {
    const { unmount } = renderUi(
      <Dropdown options={options(9)} value={null} onChange={() => undefined} placeholder="Pick" searchPlaceholder="Search" label="Product" />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Product' }));
    expect(screen.queryByRole('searchbox')).toBeNull();
    unmount();
    renderUi(<Dropdown options={options(10)} value={null} onChange={() => undefined} placeholder="Pick" searchPlaceholder="Search" label="Product" />);
    fireEvent.click(screen.getByRole('button', { name: 'Product' }));
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'Product 9' } });
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Product 9']);
  });

  it('does not pick a disabled option', () => {
    const onChange = jest.fn();
    renderUi(
      <Dropdown
        options={[
          { id: 'a', name: 'A', disable: true },
          { id: 'b', name: 'B' },
        ]}
        value={null}
        onChange={onChange}
        placeholder="Pick"
        searchPlaceholder="Search"
        label="Letter"
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Letter' }));
    fireEvent.click(screen.getByText('A'));
    fireEvent.click(screen.getByText('B'));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith('b');
  });
});
