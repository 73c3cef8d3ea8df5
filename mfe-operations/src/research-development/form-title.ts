import styled from 'styled-components';

/** A form's title under the table it adds to: clear of the table's last row. */
export const FormTitle = styled.h3`
  margin-top: 1.5rem;
`;
