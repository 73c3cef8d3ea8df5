import { createMessageBoxStore } from './message-box-store';

describe('the message box store (sections 3 and 4)', () => {
  it('suppresses a box whose code is already on screen, and shows it again once closed', () => {
    const store = createMessageBoxStore();
    const first = store.show({ content: 'a', code: 130059 });
    expect(store.show({ content: 'b', code: 130059 })).toBeNull();
    expect(store.list()).toHaveLength(1);
    store.close(first ?? 0);
    expect(store.show({ content: 'c', code: 130059 })).not.toBeNull();
  });

  it('shows boxes without a code every time', () => {
    const store = createMessageBoxStore();
    store.show({ content: 'a' });
    store.show({ content: 'a' });
    expect(store.list()).toHaveLength(2);
  });

  it('refuses more than two buttons', () => {
    const store = createMessageBoxStore();
    expect(() => store.show({ content: 'a', buttons: [{ text: '1' }, { text: '2' }, { text: '3' }] })).toThrow(RangeError);
    expect(store.show({ content: 'a', buttons: [{ text: '1' }, { text: '2' }] })).not.toBeNull();
  });
});
