import { AlertIcon, Button, Card, colors, fontSizes } from '@worship/design-system';
import { Suspense, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import styled from 'styled-components';
import { SectionSpinner } from '../app/full-page-spinner';
import { usePageTitle } from '../app/use-page-title';
import { loadRemoteModule } from './remote-registry';
import type { RemoteModule } from './route-table';
import { SectionErrorBoundary } from './section-error-boundary';

const ErrorCard = styled(Card)`
  display: grid;
  justify-items: center;
  gap: 0.75rem;
  padding: 2.5rem 1.5rem;
  text-align: center;
  color: ${colors.text};
  h1,
  h2,
  h3 {
    font-size: ${fontSizes.lg};
  }
  p {
    color: ${colors.textMuted};
    font-size: ${fontSizes.sm};
  }
  svg {
    color: ${colors.destructive};
  }
`;

export function SectionFailed({
  onRetry,
  headingLevel = 'h2',
}: {
  onRetry: () => void;
  headingLevel?: 'h1' | 'h2' | 'h3';
}) {
  const Heading = headingLevel;
  return (
    <ErrorCard role="alert">
      <AlertIcon size={28} />
      <Heading>This section failed to load.</Heading>
      <p>Check your connection and try again. The rest of the app keeps working.</p>
      <Button onClick={onRetry}>Retry</Button>
    </ErrorCard>
  );
}

interface Loaded {
  key: string;
  Component?: ComponentType<never>;
  error?: unknown;
}

/**
 * Downloads a remote's exposed component (its default export). `retry` downloads again
 * (re-registering the remote); `key` changes with every attempt, so a boundary keyed on it remounts.
 */
function useRemoteComponent<P>(remote: string, expose: string) {
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const key = `${remote}/${expose}#${attempt}`;

  useEffect(() => {
    let cancelled = false;
    loadRemoteModule<ComponentType<never>>(remote, expose, { retry: attempt > 0 }).then(
      (Component) => !cancelled && setLoaded({ key, Component }),
      (error: unknown) => {
        console.error(`Could not load ${remote}/${expose}`, error);
        if (!cancelled) setLoaded({ key, error });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [remote, expose, attempt, key]);

  const current = loaded?.key === key ? loaded : null;
  return {
    key,
    /** Still downloading. */
    pending: !current,
    Component: current?.Component as ComponentType<P> | undefined,
    retry: () => setAttempt((n) => n + 1),
  };
}

/**
 * Renders a remote's exposed page (default export, no props) with a contained error and Retry.
 * A download failure and a render failure both end in the same "failed to load" card; Retry
 * downloads again (re-registering the remote) and remounts.
 */
export function RemotePage({
  remote,
  expose,
  title,
  placeholder = <SectionSpinner />,
}: RemoteModule & {
  title?: string;
  /** Shown while the remote downloads (a spinner unless the page has a first frame). */
  placeholder?: ReactNode;
}) {
  usePageTitle(title);
  const { key, pending, Component: Page, retry } = useRemoteComponent<object>(remote, expose);
  if (pending) return placeholder;
  if (!Page) return <SectionFailed headingLevel="h1" onRetry={retry} />;
  return (
    <SectionErrorBoundary
      key={key}
      fallback={() => <SectionFailed headingLevel="h1" onRetry={retry} />}
    >
      <Suspense fallback={placeholder}>
        <Page />
      </Suspense>
    </SectionErrorBoundary>
  );
}

/**
 * A part of a shell page that a remote provides (a dashboard card, a picker in a dialog), with
 * its props. Like RemotePage, a failure stays inside it: `failed` is what shows instead (with a
 * Retry callback), the "failed to load" card by default.
 */
export function RemoteSection<P extends object>({
  remote,
  expose,
  props,
  placeholder = <SectionSpinner />,
  failed = (retry) => <SectionFailed onRetry={retry} />,
}: RemoteModule & {
  props: P;
  placeholder?: ReactNode;
  failed?: (retry: () => void) => ReactNode;
}) {
  const { key, pending, Component: Section, retry } = useRemoteComponent<P>(remote, expose);
  if (pending) return placeholder;
  if (!Section) return failed(retry);
  return (
    <SectionErrorBoundary key={key} fallback={() => failed(retry)}>
      <Suspense fallback={placeholder}>
        <Section {...props} />
      </Suspense>
    </SectionErrorBoundary>
  );
}
