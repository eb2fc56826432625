import { AlertIcon, Card, colors, fontSizes } from '@worship/design-system';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { usePageTitle } from '../app/use-page-title';

const Box = styled(Card)`
  max-width: 32rem;
  margin: 3rem auto;
  padding: 2rem 1.5rem;
  display: grid;
  gap: 0.75rem;
  h1 {
    display: flex;
    align-items: center;
    gap: 0.5rem;
    font-size: ${fontSizes['2xl']};
    font-weight: 700;
  }
  h1 svg {
    color: ${colors.destructive};
  }
  p {
    color: ${colors.textMuted};
    font-size: ${fontSizes.sm};
  }
  code {
    font-family: ui-monospace, monospace;
    color: ${colors.text};
  }
`;

/** Any unknown path (spec §2): '404 Page Not Found' with a developer-style hint. */
export function NotFoundPage({ standalone = false }: { standalone?: boolean }) {
  usePageTitle('Page Not Found');
  const { pathname } = useLocation();
  const content = (
    <Box>
      <h1>
        <AlertIcon size={26} />
        404 Page Not Found
      </h1>
      <p>
        Did you forget to add the page to the router? No route matches <code>{pathname}</code>.
      </p>
      <p>
        <Link to="/">Go to the home page</Link>
      </p>
    </Box>
  );
  return standalone ? (
    <main id="main" style={{ padding: '1rem' }}>
      {content}
    </main>
  ) : (
    content
  );
}

export default NotFoundPage;
