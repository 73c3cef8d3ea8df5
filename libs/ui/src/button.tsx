import type { AnchorHTMLAttributes, ButtonHTMLAttributes } from 'react';
import styled, { css } from 'styled-components';
import type { Variant } from './theme/theme';

export type ButtonSize = 'sm' | 'lg';

interface Look {
  $variant: Variant;
  $size?: ButtonSize;
  $pill?: boolean;
  $outline?: boolean;
}

const look = css<Look>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.4em;
  border: 1px solid ${({ theme, $variant }) => theme.variants[$variant].background};
  border-radius: ${({ $pill }) => ($pill ? '999px' : '6px')};
  padding: ${({ $size }) => ($size === 'sm' ? '0.2rem 0.6rem' : $size === 'lg' ? '0.65rem 1.4rem' : '0.4rem 0.95rem')};
  font-size: ${({ $size }) => ($size === 'sm' ? '0.85rem' : $size === 'lg' ? '1.1rem' : '0.95rem')};
  font-weight: 600;
  line-height: 1.3;
  text-decoration: none;
  cursor: pointer;
  background: ${({ theme, $variant, $outline }) => ($outline ? 'transparent' : theme.variants[$variant].background)};
  color: ${({ theme, $variant, $outline }) => ($outline ? theme.text : theme.variants[$variant].text)};
  &:hover:not(:disabled) {
    filter: brightness(1.08);
  }
  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;

const StyledButton = styled.button<Look>`
  ${look}
`;
const StyledLink = styled.a<Look>`
  ${look}
`;

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: Variant;
  size?: ButtonSize;
  pill?: boolean;
  outline?: boolean;
  /** With an address the button is drawn as a link (section 9). */
  href?: string;
  target?: AnchorHTMLAttributes<HTMLAnchorElement>['target'];
}

export function Button({ variant = 'primary', size, pill, outline, href, target, type, ...rest }: ButtonProps) {
  const lookProps = { $variant: variant, $size: size, $pill: pill, $outline: outline };
  if (href) {
    const { children, className, title, onClick } = rest;
    return (
      <StyledLink
        {...lookProps}
        href={href}
        target={target}
        className={className}
        title={title}
        onClick={onClick as never}
        rel={target === '_blank' ? 'noreferrer' : undefined}
      >
        {children}
      </StyledLink>
    );
  }
  return <StyledButton {...lookProps} type={type ?? 'button'} {...rest} />;
}
