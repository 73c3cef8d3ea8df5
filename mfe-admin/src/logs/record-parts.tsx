import { Link } from '@simbiz/web-kit';
import styled from 'styled-components';

/** A list of cards, one per record: on a phone each is read top to bottom, nothing scrolls sideways. */
export const CardList = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0;
`;

/** A way to another page that looks like the ui kit's primary button (or its outlined form), and is a real link. */
export const ActionLink = styled(Link)<{ $outline?: boolean }>`
  display: inline-flex;
  align-items: center;
  padding: 0.4rem 0.95rem;
  border: 1px solid ${({ theme }) => theme.variants.primary.background};
  border-radius: 6px;
  font-size: 0.95rem;
  font-weight: 600;
  line-height: 1.3;
  text-decoration: none;
  background: ${({ theme, $outline }) => ($outline ? 'transparent' : theme.variants.primary.background)};
  color: ${({ theme, $outline }) => ($outline ? theme.text : theme.variants.primary.text)};
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.focus};
    outline-offset: 1px;
  }
`;

/** A record's facts as label and value pairs, in columns where there is room and one under the other on a phone. */
export const FactList = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(11rem, 1fr));
  gap: 0.5rem 1rem;
  margin: 0.6rem 0;
  div {
    min-width: 0;
  }
  dt {
    font-size: 0.8rem;
    color: ${({ theme }) => theme.textMuted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

/** A line of small facts under a title. */
export const FactLine = styled.p`
  margin: 0 0 0.5rem;
  font-size: 0.9rem;
  color: ${({ theme }) => theme.textMuted};
  overflow-wrap: anywhere;
`;

/** A card's title and its badges on one line, wrapping on a phone. */
export const TitleLine = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.4rem 0.6rem;
  align-items: center;
  margin-bottom: 0.3rem;
  h2 {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

/** An identifier as the system writes it. */
export const Code = styled.code`
  font-size: 0.85em;
  overflow-wrap: anywhere;
`;
