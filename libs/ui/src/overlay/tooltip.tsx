import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { UI_CONSTANTS } from '../constants';

const Anchor = styled.span`
  position: relative;
  display: inline-flex;
`;

const Bubble = styled.span`
  position: absolute;
  z-index: 1200;
  bottom: calc(100% + 6px);
  left: 50%;
  transform: translateX(-50%);
  padding: 0.3rem 0.55rem;
  border-radius: 4px;
  white-space: nowrap;
  font-size: 0.8rem;
  background: ${({ theme }) => theme.text};
  color: ${({ theme }) => theme.background};
  pointer-events: none;
`;

export interface TooltipProps {
  text: string;
  children: ReactNode;
  showDelayMs?: number;
  hideDelayMs?: number;
}

/** A short hint on hover or focus: shown after 200 ms, hidden at once (section 9). */
export function Tooltip({ text, children, showDelayMs = UI_CONSTANTS.tooltipShowDelayMs, hideDelayMs = UI_CONSTANTS.tooltipHideDelayMs }: TooltipProps) {
  const [shown, setShown] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const id = useId();
  useEffect(() => () => clearTimeout(timer.current), []);
  const later = (next: boolean, delay: number) => {
    clearTimeout(timer.current);
    if (delay <= 0) setShown(next);
    else timer.current = setTimeout(() => setShown(next), delay);
  };
  return (
    <Anchor
      tabIndex={0}
      aria-describedby={shown ? id : undefined}
      onMouseEnter={() => later(true, showDelayMs)}
      onMouseLeave={() => later(false, hideDelayMs)}
      onFocus={() => later(true, showDelayMs)}
      onBlur={() => later(false, hideDelayMs)}
      onKeyDown={(event) => event.key === 'Escape' && later(false, 0)}
    >
      {children}
      {shown ? (
        <Bubble role="tooltip" id={id}>
          {text}
        </Bubble>
      ) : null}
    </Anchor>
  );
}
