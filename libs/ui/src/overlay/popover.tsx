import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { UI_CONSTANTS } from '../constants';

const Anchor = styled.span`
  position: relative;
  display: inline-block;
`;

const Panel = styled.div<{ $distance: number }>`
  position: absolute;
  z-index: 1150;
  top: calc(100% + ${({ $distance }) => $distance}px);
  left: 0;
  min-width: 14rem;
  padding: 0.7rem 0.85rem;
  border-radius: 8px;
  border: 1px solid ${({ theme }) => theme.border};
  background: ${({ theme }) => theme.surfaceRaised};
  color: ${({ theme }) => theme.text};
  box-shadow: 0 8px 24px rgba(0, 0, 0, 0.2);
`;

export interface PopoverProps {
  /** What opens it: rendered inside a button. */
  trigger: ReactNode;
  title?: ReactNode;
  children: ReactNode;
  /** Pixels between the trigger and the panel (5). */
  distance?: number;
  /** The panel closes by itself after this long (5000 ms); 0 keeps it open until dismissed. */
  disposeTimeoutMs?: number;
}

/** A panel of richer content next to its trigger; closes on Escape, outside clicks or its timeout. */
export function Popover({
  trigger,
  title,
  children,
  distance = UI_CONSTANTS.popoverDistancePx,
  disposeTimeoutMs = UI_CONSTANTS.popoverDisposeTimeoutMs,
}: PopoverProps) {
  const [open, setOpen] = useState(false);
  const anchor = useRef<HTMLSpanElement>(null);
  const id = useId();
  useEffect(() => {
    if (!open) return;
    const timer = disposeTimeoutMs > 0 ? setTimeout(() => setOpen(false), disposeTimeoutMs) : undefined;
    const outside = (event: MouseEvent) => !anchor.current?.contains(event.target as Node) && setOpen(false);
    document.addEventListener('mousedown', outside);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('mousedown', outside);
    };
  }, [open, disposeTimeoutMs]);
  return (
    <Anchor ref={anchor} onKeyDown={(event) => event.key === 'Escape' && setOpen(false)}>
      <button type="button" aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)} style={{ all: 'unset', cursor: 'pointer' }}>
        {trigger}
      </button>
      {open ? (
        <Panel id={id} role="dialog" $distance={distance}>
          {title ? <strong style={{ display: 'block', marginBottom: '0.3rem' }}>{title}</strong> : null}
          {children}
        </Panel>
      ) : null}
    </Anchor>
  );
}
