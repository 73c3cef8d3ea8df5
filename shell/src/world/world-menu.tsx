import { useT } from '@simbiz/ui';
import { NavLink, WORLD_MENU, type WorldFacts, worldMenuVisibility } from '@simbiz/web-kit';
import styled from 'styled-components';

const Menu = styled.nav`
  display: flex;
  flex-direction: column;
  gap: 0.15rem;
  a {
    padding: 0.45rem 0.7rem;
    border-radius: 6px;
    color: ${({ theme }) => theme.text};
    text-decoration: none;
  }
  a.active {
    background: ${({ theme }) => theme.variants.primary.soft};
    color: ${({ theme }) => theme.variants.primary.softText};
    font-weight: 700;
  }
  a:hover {
    background: ${({ theme }) => theme.variants.tertiary.soft};
  }
`;

export function WorldMenu({ worldId, world }: { worldId: string; world: WorldFacts }) {
  const { t } = useT('shell');
  const visible = worldMenuVisibility(world);
  return (
    <Menu aria-label={t('world.menu')}>
      {WORLD_MENU.filter(({ item }) => visible[item]).map(({ item, path }) => (
        <NavLink key={item} to={`/worlds/${worldId}${path}`} end={path === ''}>
          {t(`world.items.${item}`)}
        </NavLink>
      ))}
    </Menu>
  );
}
