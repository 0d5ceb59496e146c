import styled from 'styled-components';
import { IconButton } from '@lauda/web-kit';

/** A square button on the dark header (the kit's IconButton: its label is the name and tooltip). */
export const HeaderButton = styled(IconButton)`
  color: inherit;
  background: transparent;
  border: 1px solid rgba(255, 255, 255, 0.25);
  min-width: 28px;
  height: 28px;
  &:hover { background: rgba(255, 255, 255, 0.1); }
`;
