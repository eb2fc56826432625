import { useEffect } from 'react';

/** The product name (docs/contracts.md); the shell keeps its own copy, which a remote cannot import. */
export const PRODUCT_NAME = 'Worship Planner';

/** Titles the page after what it shows, once known: "{title} - Worship Planner". */
export function useDocumentTitle(title: string | null | undefined) {
  useEffect(() => {
    if (title) document.title = `${title} - ${PRODUCT_NAME}`;
  }, [title]);
}
