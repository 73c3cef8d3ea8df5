import styled from 'styled-components';

/** Read by screen readers, not shown: a badge's colour or an arrow says it to the eye. */
export const Hidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;
