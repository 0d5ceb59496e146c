/** The frame both posts screens share: a bar on top, the list scrolling below. */
import styled from 'styled-components';

export const Area = styled.div`
  display: flex;
  flex-direction: column;
  height: 100%;
  min-height: 0;
  .list { flex: 1; overflow: auto; padding: 14px; }
`;
