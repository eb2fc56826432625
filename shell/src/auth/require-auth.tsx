import { handleUnauthorized } from '@worship/shell-contract';
import { useEffect } from 'react';
import { FullPageSpinner } from '../app/full-page-spinner';

/** A signed-in page opened while signed out: spec §4 toast, then /api/login after 500 ms. */
export function RequireAuth() {
  useEffect(() => {
    handleUnauthorized();
  }, []);
  return <FullPageSpinner label="Redirecting to sign in" />;
}
