import { UI_CONSTANTS } from '../constants';

/** Message box variants and icons (sections 3 and 4). */
export type MessageBoxIcon = 'info' | 'success' | 'error' | 'warning' | 'question';

export interface MessageBoxButton {
  text: string;
  icon?: 'ok' | 'refresh' | 'login';
  cssClass?: string;
  /** Runs when pressed; the box closes afterwards unless it returns false. */
  callback?: () => void | boolean;
}

export interface MessageBoxOptions {
  title?: string;
  icon?: MessageBoxIcon;
  content: string;
  /** Technical details behind "Show Details" (code 1, HTTP failures). */
  details?: string;
  /** At most two; none gives a single OK button. */
  buttons?: readonly MessageBoxButton[];
  /** A box with a code is not shown again while one with the same code is on screen. */
  code?: number;
}

export interface OpenMessageBox extends MessageBoxOptions {
  id: number;
}

export interface MessageBoxStore {
  /** The id of the new box, or null when one with the same code is already on screen. */
  show(options: MessageBoxOptions): number | null;
  close(id: number): void;
  list(): readonly OpenMessageBox[];
  subscribe(listener: () => void): () => void;
}

export function createMessageBoxStore(): MessageBoxStore {
  let boxes: readonly OpenMessageBox[] = [];
  let nextId = 1;
  const listeners = new Set<() => void>();
  const emit = () => listeners.forEach((listener) => listener());
  return {
    show(options) {
      if ((options.buttons?.length ?? 0) > UI_CONSTANTS.messageBoxMaxButtons) {
        throw new RangeError(`A message box has at most ${UI_CONSTANTS.messageBoxMaxButtons} buttons`);
      }
      if (options.code !== undefined && boxes.some((box) => box.code === options.code)) return null;
      const box = { ...options, id: nextId++ };
      boxes = [...boxes, box];
      emit();
      return box.id;
    },
    close(id) {
      boxes = boxes.filter((box) => box.id !== id);
      emit();
    },
    list: () => boxes,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The page's message boxes: any micro-frontend raises one, the shell's host draws them. */
export const messageBoxes = createMessageBoxStore();
