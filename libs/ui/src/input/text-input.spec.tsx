import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { renderUi } from '../test-support/render';
import { FIELD_ISSUES_EVENT, type TextInputProps, TextInput } from './text-input';

function Field(props: Partial<TextInputProps> & { initial?: string; external?: string }) {
  const [value, setValue] = useState(props.initial ?? '');
  return (
    <>
      <TextInput label="Name" value={value} onValueChange={setValue} rules={{ required: true, min: 3 }} {...props} />
      <button type="button" onClick={() => setValue(props.external ?? '')}>
        model
      </button>
    </>
  );
}

describe('the validated text input (section 5)', () => {
  it('does not validate while typing', () => {
    renderUi(<Field />);
    fireEvent.input(screen.getByLabelText('Name'), { target: { value: 'a' } });
    expect(screen.queryByText('This field must be at least 3 characters.')).toBeNull();
  });

  it('validates on blur and sets the native custom message', () => {
    renderUi(<Field />);
    const input = screen.getByLabelText('Name') as HTMLInputElement;
    fireEvent.input(input, { target: { value: 'a' } });
    fireEvent.blur(input);
    expect(screen.getByText('This field must be at least 3 characters.')).toBeTruthy();
    expect(input.validationMessage).toBe('This field must be at least 3 characters.');
    expect(input.getAttribute('aria-invalid')).toBe('true');
  });

  it('validates on the native change event (commit)', () => {
    renderUi(<Field />);
    const input = screen.getByLabelText('Name');
    fireEvent.input(input, { target: { value: 'ab' } });
    expect(screen.queryByText('This field must be at least 3 characters.')).toBeNull();
    fireEvent.change(input);
    expect(screen.getByText('This field must be at least 3 characters.')).toBeTruthy();
  });

  it('validates when the model is updated from outside', () => {
    renderUi(<Field initial="long enough" external="ab" />);
    fireEvent.click(screen.getByText('model'));
    expect(screen.getByText('This field must be at least 3 characters.')).toBeTruthy();
  });

  it('is pristine after the form is reset to empty (a save): no error until left, changed or submitted', () => {
    renderUi(<Field initial="ab" external="" />);
    const input = screen.getByLabelText('Name') as HTMLInputElement;
    fireEvent.blur(input);
    expect(screen.getByText('This field must be at least 3 characters.')).toBeTruthy();
    fireEvent.click(screen.getByText('model'));
    expect(screen.queryByText('This field is required.')).toBeNull();
    expect(screen.queryByText('This field must be at least 3 characters.')).toBeNull();
    expect(input.validationMessage).not.toBe('This field must be at least 3 characters.');
    fireEvent.blur(input);
    expect(screen.getByText('This field is required.')).toBeTruthy();
  });

  it('keeps the line of its message whether or not there is one, so nothing below moves', () => {
    renderUi(<Field />);
    const input = screen.getByLabelText('Name');
    const line = document.getElementById(input.id + '-error');
    expect(line).not.toBeNull();
    expect(line?.textContent).toBe('');
    fireEvent.blur(input);
    expect(document.getElementById(input.id + '-error')).toBe(line);
    expect(line?.textContent).toBe('This field is required.');
  });

  it('shows what a refused request said about it, by its name, until it is edited', () => {
    renderUi(<Field name="price" initial="999999999" />);
    const input = screen.getByLabelText('Name');
    act(() => {
      window.dispatchEvent(
        new CustomEvent(FIELD_ISSUES_EVENT, {
          detail: [
            { name: 'other', message: 'no' },
            { name: 'price', message: 'Price must be 1,000,000 or less' },
          ],
        }),
      );
    });
    expect(screen.getByText('Price must be 1,000,000 or less')).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    fireEvent.input(input, { target: { value: '65' } });
    expect(screen.queryByText('Price must be 1,000,000 or less')).toBeNull();
    expect(input.getAttribute('aria-invalid')).toBe('false');
  });

  it('judges numbers as written in the page language', () => {
    renderUi(<Field rules={{ required: true, integer: true, min_value: 1 }} />);
    const input = screen.getByLabelText('Name');
    fireEvent.input(input, { target: { value: '1,000' } });
    fireEvent.blur(input);
    expect(input.getAttribute('aria-invalid')).toBe('false');
    fireEvent.input(input, { target: { value: '-5' } });
    fireEvent.blur(input);
    expect(screen.getByText('This field must be 1 or more.')).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
  });

  it('validates on Enter unless disabled, and reports valid or invalid', () => {
    const onValid = jest.fn();
    const onInvalid = jest.fn();
    const { unmount } = renderUi(<Field onValid={onValid} onInvalid={onInvalid} />);
    const input = screen.getByLabelText('Name');
    fireEvent.input(input, { target: { value: 'ab' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onInvalid).toHaveBeenCalledWith({ rule: 'min', params: { length: 3 } });
    fireEvent.input(input, { target: { value: 'abc' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onValid).toHaveBeenCalled();
    unmount();
    const onDisabled = jest.fn();
    renderUi(<Field disabled onInvalid={onDisabled} />);
    fireEvent.keyDown(screen.getByLabelText('Name'), { key: 'Enter' });
    expect(onDisabled).not.toHaveBeenCalled();
  });

  it('gives itself a random name when it has none, and shows messages in the page language', () => {
    renderUi(<Field />, 'th');
    const input = screen.getByLabelText('Name') as HTMLInputElement;
    expect(input.name).toMatch(/^field-/);
    fireEvent.blur(input);
    expect(input.validationMessage).not.toBe('This field is required.');
    expect(input.validationMessage).toMatch(/[\u0E00-\u0E7F]/);
  });

  it('shows prepend and append texts', () => {
    renderUi(<Field prepend="฿" append="kg" />);
    expect(screen.getByText('฿')).toBeTruthy();
    expect(screen.getByText('kg')).toBeTruthy();
  });
});
