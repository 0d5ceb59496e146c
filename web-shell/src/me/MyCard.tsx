import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Card } from '@lauda/web-kit';

/** One section of "Meus dados": a card with its heading. */
export function MyCard({ title, testId, children, wide = false }: { title: string; testId: string; children: ReactNode; wide?: boolean }) {
  return (
    <Box data-testid={testId} aria-labelledby={`${testId}-title`} data-wide={wide || undefined}>
      <h2 id={`${testId}-title`}>{title}</h2>
      {children}
    </Box>
  );
}

const Box = styled(Card)`
  padding: 16px 18px 18px;
  min-width: 0;
  &[data-wide] {
    grid-column: 1 / -1;
  }
  > h2 {
    font-size: 15px;
    margin: 0 0 12px;
  }
  form > button {
    margin-top: 4px;
  }
`;
