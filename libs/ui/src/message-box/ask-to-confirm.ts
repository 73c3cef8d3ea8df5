import { type MessageBoxStore, messageBoxes } from './message-box-store';

export interface ConfirmRequest {
  /** What will happen, as a question. */
  question: string;
  /** The button that goes ahead, named after the action ("Close the round now"). */
  confirmText: string;
  cancelText: string;
  onConfirm: () => void;
}

/** Asks before an action that cannot be undone: a question box whose first button goes ahead and whose second cancels. */
export function askToConfirm({ question, confirmText, cancelText, onConfirm }: ConfirmRequest, store: MessageBoxStore = messageBoxes): number | null {
  return store.show({ icon: 'question', content: question, buttons: [{ text: confirmText, callback: onConfirm }, { text: cancelText }] });
}
