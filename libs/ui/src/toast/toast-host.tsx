import { useSyncExternalStore } from 'react';
import styled from 'styled-components';
import { type ToastStore, toasts as pageToasts } from './toast-store';

const Stack = styled.div`
  position: fixed;
  top: 4.2rem;
  right: 1rem;
  z-index: 1100;
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
  max-width: min(24rem, calc(100vw - 2rem));
`;

const Toast = styled.div<{ $variant: 'success' | 'info' | 'warning' | 'danger' }>`
  padding: 0.6rem 0.9rem;
  border-radius: 8px;
  box-shadow: 0 6px 20px rgba(0, 0, 0, 0.2);
  background: ${({ theme, $variant }) => theme.variants[$variant].background};
  color: ${({ theme, $variant }) => theme.variants[$variant].text};
`;

/** Draws the page's toasts; each disappears after its duration (2000 ms by default). */
export function ToastHost({ store = pageToasts }: { store?: ToastStore }) {
  const list = useSyncExternalStore(store.subscribe, store.list);
  return (
    <Stack aria-live="polite">
      {list.map((toast) => (
        <Toast key={toast.id} $variant={toast.variant ?? 'success'} role="status" data-code={toast.code}>
          {toast.text}
        </Toast>
      ))}
    </Stack>
  );
}
