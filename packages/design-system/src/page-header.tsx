import type { ReactNode } from 'react';
import styled from 'styled-components';
import { colors, fontSizes, media } from './tokens';

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: 1rem;
  h1 {
    font-size: ${fontSizes['2xl']};
    font-weight: 700;
  }
  p {
    color: ${colors.textMuted};
    margin-top: 0.25rem;
  }
  ${media.md} {
    h1 {
      font-size: ${fontSizes['3xl']};
    }
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
`;

export interface PageHeaderProps {
  /** The page's one `h1`. */
  title: ReactNode;
  description?: ReactNode;
  /** Buttons on the right (below the title on narrow screens). */
  actions?: ReactNode;
}

/** The top of every page, in the shell and in every remote: title, a line of text, actions. */
export function PageHeader({ title, description, actions }: PageHeaderProps) {
  return (
    <Header>
      <div>
        <h1>{title}</h1>
        {description && <p>{description}</p>}
      </div>
      {actions && <Actions>{actions}</Actions>}
    </Header>
  );
}
