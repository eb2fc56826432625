import { highlightSegments } from '@worship/common';
import { Mark } from '@worship/design-system';
import { Fragment, useMemo, useState } from 'react';

/**
 * `text` with the words a search `query` matched in `<mark>` (the search's own rule, any script:
 * "yeshu" marks യേശു, இயேசு, यीशु; a typo or a half-typed word too). No query: the text as is.
 */
export function Highlighted({ text, query }: { text: string; query: string }) {
  const segments = useMemo(() => (query ? highlightSegments(text, query) : null), [text, query]);
  if (!segments) return text;
  return segments.map((segment, i) => (
    <Fragment key={i}>{segment.match ? <Mark>{segment.text}</Mark> : segment.text}</Fragment>
  ));
}

/**
 * The query the results on screen answer, for marking them: `query` once its results have come
 * (`answered`), the previous one while the previous results stay on screen meanwhile.
 */
export function useAnsweredQuery(query: string, answered: boolean): string {
  const [shown, setShown] = useState(query);
  if (answered && shown !== query) setShown(query);
  return answered ? query : shown;
}
