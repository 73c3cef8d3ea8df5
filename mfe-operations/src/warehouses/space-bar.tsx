import styled from 'styled-components';

const Track = styled.span`
  display: block;
  min-width: 6rem;
  height: 0.6rem;
  border-radius: 999px;
  background: ${({ theme }) => theme.variants.tertiary.background};
  overflow: hidden;
`;

const Fill = styled.span<{ $over: boolean }>`
  display: block;
  height: 100%;
  background: ${({ theme, $over }) => theme.variants[$over ? 'danger' : 'primary'].background};
`;

/** A simple bar of the share of rented space the stock takes; the figures beside it say the same in words. */
export function SpaceBar({ share, over }: { share: number; over: boolean }) {
  return (
    <Track aria-hidden="true">
      <Fill $over={over} style={{ width: `${Math.round(share * 100)}%` }} />
    </Track>
  );
}
