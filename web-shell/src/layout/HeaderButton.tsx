import styled from 'styled-components';
import { IconButton } from '@lauda/web-kit';

/** A square button on the header (dark or light, as the theme colour) (the kit's IconButton: its label is the name and tooltip). */
export const HeaderButton = styled(IconButton)`
  color: inherit;
  background: transparent;
  border: 1px solid color-mix(in srgb, currentColor 30%, transparent);
  min-width: 28px;
  height: 28px;
  &:hover { background: color-mix(in srgb, currentColor 10%, transparent); }
`;
