import { Spinner } from '@worship/design-system';
import styled from 'styled-components';

const Center = styled.main`
  min-height: 100vh;
  display: grid;
  place-items: center;
  color: #1d4ed8;
`;

/** Shown while authentication status (or a lazily loaded part of the app) is loading. */
export function FullPageSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <Center>
      <Spinner size={32} label={label} />
    </Center>
  );
}

/** The same inside a layout that already has its <main>. */
export function SectionSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <div style={{ display: 'grid', placeItems: 'center', minHeight: '12rem', color: '#1d4ed8' }}>
      <Spinner size={28} label={label} />
    </div>
  );
}
