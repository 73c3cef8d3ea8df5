import type { ReactNode } from 'react';
import styled from 'styled-components';

export type AlertVariant = 'primary' | 'secondary' | 'warning' | 'success' | 'danger' | 'info';
export type AlertIconAlign = 'top' | 'center' | 'bottom';

const Box = styled.div<{ $variant: AlertVariant; $compact?: boolean; $align: AlertIconAlign }>`
  display: flex;
  gap: 0.75rem;
  align-items: ${({ $align }) => ($align === 'top' ? 'flex-start' : $align === 'bottom' ? 'flex-end' : 'center')};
  padding: ${({ $compact }) => ($compact ? '0.35rem 0.6rem' : '0.8rem 1rem')};
  margin: 0 0 1rem;
  border-radius: 6px;
  border-left: 4px solid ${({ theme, $variant }) => theme.variants[$variant].background};
  background: ${({ theme, $variant }) => theme.variants[$variant].soft};
  color: ${({ theme, $variant }) => theme.variants[$variant].softText};
`;

export interface AlertProps {
  variant?: AlertVariant;
  icon?: ReactNode;
  iconAlign?: AlertIconAlign;
  compact?: boolean;
  children: ReactNode;
}

/** A note in the page; danger and warning alerts are announced to screen readers. */
export function Alert({ variant = 'info', icon, iconAlign = 'center', compact, children }: AlertProps) {
  const urgent = variant === 'danger' || variant === 'warning';
  return (
    <Box $variant={variant} $compact={compact} $align={iconAlign} role={urgent ? 'alert' : 'status'}>
      {icon ? <span aria-hidden="true">{icon}</span> : null}
      <div>{children}</div>
    </Box>
  );
}
