import { Card, colors, fontSizes } from '@worship/design-system';
import type { ReactNode } from 'react';
import styled from 'styled-components';

const Box = styled(Card)`
  display: grid;
  justify-items: center;
  gap: 0.75rem;
  padding: 2.5rem 1.5rem;
  text-align: center;
  h1 {
    font-size: ${fontSizes['2xl']};
    font-weight: 700;
  }
  p {
    max-width: 36rem;
    color: ${colors.textMuted};
  }
`;

/** A page that has nothing to show but a message (not found, invalid link): its h1 and a way on. */
export function PageNotice({
  title,
  message,
  action,
}: {
  title: string;
  message: string;
  action?: ReactNode;
}) {
  return (
    <Box>
      <h1>{title}</h1>
      <p>{message}</p>
      {action}
    </Box>
  );
}
