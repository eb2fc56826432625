import { colors, fontSizes, radii } from '@worship/design-system';
import { languageCode, languageName } from '@worship/shell-contract';
import styled from 'styled-components';
import type { LanguageStat } from './group-stats.graphql';
import { songsLabel } from './stats';

/** Sizes the grid by the room it has (a dashboard card, a page column), not by the window. */
const Container = styled.div`
  container-type: inline-size;
`;

/** Two tiles a row; four once four fit (the language name is the longest: 'Malayalam'). */
const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 0.5rem;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  @container (min-width: 23rem) {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

const Item = styled.li`
  display: grid;
  justify-items: start;
  gap: 0.125rem;
  padding: 0.5rem 0.625rem;
  border: 1px solid ${colors.border};
  border-radius: ${radii.md};
  .name {
    font-size: ${fontSizes.xs};
    color: ${colors.textMuted};
    overflow-wrap: anywhere;
  }
  .count {
    font-size: ${fontSizes.sm};
    font-weight: 600;
  }
`;

/** A language's 3-letter code (spec §3: ENG, MAL, TAM, HIN), drawn as a small tag. */
export const LanguageCode = styled.span`
  display: inline-block;
  padding: 0 0.375rem;
  border: 1px solid ${colors.borderStrong};
  border-radius: ${radii.sm};
  font-size: ${fontSizes.xs};
  font-weight: 700;
  letter-spacing: 0.04em;
  color: ${colors.text};
`;

/**
 * Spec §2: the 'Languages' grid of the dashboard's Category Overview and the Statistics page's
 * Languages: each language's code, name and song count.
 */
export function LanguageList({
  languages,
  labelledBy,
}: {
  languages: readonly LanguageStat[];
  labelledBy: string;
}) {
  return (
    <Container>
      <Grid aria-labelledby={labelledBy}>
        {languages.map(({ language, count }) => (
          <Item key={language}>
            <LanguageCode>{languageCode(language)}</LanguageCode>
            <span className="name">{languageName(language)}</span>
            <span className="count">{songsLabel(count)}</span>
          </Item>
        ))}
      </Grid>
    </Container>
  );
}
