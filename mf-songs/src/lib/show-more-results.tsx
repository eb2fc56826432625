import { Button } from '@worship/design-system';
import styled from 'styled-components';

const Row = styled.div`
  display: flex;
  justify-content: center;
  margin-top: 1.5rem;
`;

/** Below a full page of search results: asks for the next page, the current one staying put. */
export function ShowMoreResults({ busy, onClick }: { busy: boolean; onClick: () => void }) {
  return (
    <Row>
      <Button variant="outline" onClick={onClick} disabled={busy} aria-busy={busy || undefined}>
        {busy ? 'Loading...' : 'Show more results'}
      </Button>
    </Row>
  );
}
