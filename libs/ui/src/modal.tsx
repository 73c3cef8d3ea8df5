import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';

export type ModalSize = 'sm' | 'md' | 'lg' | 'xl' | '2xl';
export type FooterAlign = 'start' | 'end' | 'center';

export const MODAL_WIDTHS: Record<ModalSize, string> = { sm: '22rem', md: '32rem', lg: '48rem', xl: '64rem', '2xl': '80rem' };

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 1000;
  display: flex;
  align-items: flex-start;
  justify-content: center;
  padding: 8vh 1rem 1rem;
  background: ${({ theme }) => theme.overlay};
  overflow-y: auto;
`;

const Dialog = styled.div<{ $size: ModalSize }>`
  width: 100%;
  max-width: ${({ $size }) => MODAL_WIDTHS[$size]};
  background: ${({ theme }) => theme.surfaceRaised};
  color: ${({ theme }) => theme.text};
  border: 1px solid ${({ theme }) => theme.border};
  border-radius: 10px;
  box-shadow: 0 12px 40px rgba(0, 0, 0, 0.3);
`;

const Header = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  padding: 0.9rem 1.1rem;
  border-bottom: 1px solid ${({ theme }) => theme.border};
  h2 {
    margin: 0;
    font-size: 1.1rem;
  }
`;

const Body = styled.div`
  padding: 1rem 1.1rem;
`;

const Footer = styled.footer<{ $align: FooterAlign }>`
  display: flex;
  gap: 0.5rem;
  justify-content: ${({ $align }) => ($align === 'start' ? 'flex-start' : $align === 'center' ? 'center' : 'flex-end')};
  padding: 0.8rem 1.1rem;
  border-top: 1px solid ${({ theme }) => theme.border};
`;

const CloseButton = styled.button`
  border: none;
  background: transparent;
  color: inherit;
  font-size: 1.4rem;
  line-height: 1;
  cursor: pointer;
`;

export interface ModalProps {
  open: boolean;
  title: ReactNode;
  size?: ModalSize;
  footer?: ReactNode;
  footerAlign?: FooterAlign;
  /** The label of the close (x) button, translated by the caller. */
  closeLabel: string;
  /** Escape, the close button or a click on the backdrop ask to close. */
  onClose: () => void;
  onShow?: () => void;
  onShown?: () => void;
  onHide?: () => void;
  onHidden?: () => void;
  children?: ReactNode;
}

/** A dialog over the page (section 4: open/closed, with show, shown, hide and hidden events). */
export function Modal({ open, title, size = 'md', footer, footerAlign = 'end', closeLabel, onClose, onShow, onShown, onHide, onHidden, children }: ModalProps) {
  const [rendered, setRendered] = useState(open);
  const titleId = useId();
  const dialog = useRef<HTMLDivElement>(null);
  const events = useRef({ onShow, onShown, onHide, onHidden });
  events.current = { onShow, onShown, onHide, onHidden };

  // Only the open flag drives the events: hiding follows an open that was shown.
  const wasOpen = useRef(open);
  useEffect(() => {
    if (open) {
      events.current.onShow?.();
      setRendered(true);
    } else if (wasOpen.current) {
      events.current.onHide?.();
      setRendered(false);
      events.current.onHidden?.();
    }
    wasOpen.current = open;
  }, [open]);

  useEffect(() => {
    if (!rendered) return;
    const previous = document.activeElement as HTMLElement | null;
    dialog.current?.focus();
    events.current.onShown?.();
    return () => previous?.focus?.();
  }, [rendered]);

  if (!rendered) return null;
  return createPortal(
    <Backdrop onMouseDown={(event) => event.target === event.currentTarget && onClose()}>
      <Dialog
        ref={dialog}
        $size={size}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={(event) => event.key === 'Escape' && onClose()}
        data-size={size}
      >
        <Header>
          <h2 id={titleId}>{title}</h2>
          <CloseButton type="button" aria-label={closeLabel} onClick={onClose}>
            ×
          </CloseButton>
        </Header>
        <Body>{children}</Body>
        {footer ? (
          <Footer $align={footerAlign} data-align={footerAlign}>
            {footer}
          </Footer>
        ) : null}
      </Dialog>
    </Backdrop>,
    document.body,
  );
}
