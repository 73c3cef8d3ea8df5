import { media } from '@simbiz/ui';
import styled from 'styled-components';

export const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: 800;
  display: flex;
  align-items: center;
  gap: 1rem;
  padding: 0.55rem 1.1rem;
  background: ${({ theme }) => theme.surface};
  border-bottom: 1px solid ${({ theme }) => theme.border};
`;

export const Brand = styled.a`
  font-weight: 800;
  font-size: 1.15rem;
  color: ${({ theme }) => theme.text} !important;
  text-decoration: none;
`;

export const Links = styled.nav`
  display: flex;
  gap: 0.25rem;
  flex: 1;
  ${media.belowSm} {
    display: none;
  }
`;

export const NavLinkStyle = styled.a<{ $active?: boolean }>`
  padding: 0.35rem 0.7rem;
  border-radius: 6px;
  color: ${({ theme }) => theme.text} !important;
  text-decoration: none;
  font-weight: ${({ $active }) => ($active ? 700 : 500)};
  background: ${({ theme, $active }) => ($active ? theme.variants.primary.soft : 'transparent')};
  &:hover {
    background: ${({ theme }) => theme.variants.tertiary.soft};
  }
`;

export const Tools = styled.div`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  ${media.belowSm} {
    display: none;
  }
`;

export const NavButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 0.35rem;
  padding: 0.3rem 0.6rem;
  border-radius: 6px;
  border: 1px solid ${({ theme }) => theme.border};
  background: transparent;
  color: ${({ theme }) => theme.text};
  cursor: pointer;
`;

export const NavSelect = styled.select`
  padding: 0.3rem 0.4rem;
  border-radius: 6px;
  border: 1px solid ${({ theme }) => theme.border};
  background: ${({ theme }) => theme.surface};
  color: ${({ theme }) => theme.text};
`;

export const MenuToggle = styled(NavButton)`
  display: none;
  margin-left: auto;
  ${media.belowSm} {
    display: inline-flex;
  }
`;

export const MobileMenu = styled.nav`
  display: flex;
  flex-direction: column;
  gap: 0.3rem;
  padding: 0.6rem 1rem 1rem;
  background: ${({ theme }) => theme.surface};
  border-bottom: 1px solid ${({ theme }) => theme.border};
`;
