/** A stanza as the print reads it: its stored place and its optional label. */
export interface PrintStanza {
  id: string;
  position: number;
  label?: string | null;
}

/** One section as sung: the stanza, its 1-based number among the stanzas, its heading. */
export interface SungSection<S extends PrintStanza> {
  stanza: S;
  heading: string;
}

/**
 * A song's sections in the order sung (issue 17 "Sections"): its section order, repeats
 * included, when it has one, else every stanza once; each headed by its label or "Verse n".
 * Numbers naming no stanza are left out.
 */
export function sungSections<S extends PrintStanza>(
  stanzas: readonly S[],
  sectionOrder: readonly number[] | null | undefined,
): SungSection<S>[] {
  const byPlace = [...stanzas].sort((a, b) => a.position - b.position);
  const numbers = sectionOrder?.length ? sectionOrder : byPlace.map((_, i) => i + 1);
  return numbers.flatMap((n) => {
    const stanza = byPlace[n - 1];
    return stanza ? [{ stanza, heading: stanza.label?.trim() || `Verse ${n}` }] : [];
  });
}
