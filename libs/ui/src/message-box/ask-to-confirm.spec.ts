import { askToConfirm } from './ask-to-confirm';
import { createMessageBoxStore } from './message-box-store';

describe('asking before an action that cannot be undone', () => {
  it('shows a question with the action’s button first and a cancel button, and acts only on the first', () => {
    const store = createMessageBoxStore();
    const onConfirm = jest.fn();
    askToConfirm({ question: 'Close round 1 now?', confirmText: 'Close the round now', cancelText: 'Cancel', onConfirm }, store);
    const [box] = store.list();
    expect(box).toMatchObject({ icon: 'question', content: 'Close round 1 now?', buttons: [{ text: 'Close the round now' }, { text: 'Cancel' }] });
    box?.buttons?.[1]?.callback?.();
    expect(onConfirm).not.toHaveBeenCalled();
    box?.buttons?.[0]?.callback?.();
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });
});
