import { createToastStore } from './toast-store';

describe('the toast store (sections 4 and 9)', () => {
  it('dismisses a toast after 2000 ms by default', () => {
    jest.useFakeTimers();
    const store = createToastStore();
    store.show({ text: 'Saved' });
    jest.advanceTimersByTime(1999);
    expect(store.list()).toHaveLength(1);
    jest.advanceTimersByTime(1);
    expect(store.list()).toHaveLength(0);
    jest.useRealTimers();
  });

  it('ignores a toast whose code is already on screen', () => {
    const store = createToastStore({ setTimeout: (() => 0) as unknown as typeof setTimeout });
    expect(store.show({ text: 'a', code: 7 })).not.toBeNull();
    expect(store.show({ text: 'b', code: 7 })).toBeNull();
    expect(store.list().map((t) => t.text)).toEqual(['a']);
  });
});
