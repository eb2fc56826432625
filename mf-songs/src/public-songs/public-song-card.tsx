import {
  Badge,
  CardBadgeRow,
  StackedCard,
  colors,
  fontSizes,
  radii,
  shadows,
} from '@worship/design-system';
import { memo } from 'react';
import styled from 'styled-components';
import { categoryColor, htmlLang, languageName } from '@worship/common';
import { Highlighted } from '../lib/highlighted';
import { shortLanguageCode } from '../lib/languages';
import type { SongCard } from '../lib/song.graphql';

const Item = styled(StackedCard)`
  position: relative;
  transition: box-shadow 0.15s ease;
  &:hover {
    box-shadow: ${shadows.md};
  }
  &:focus-within {
    outline: 2px solid ${colors.focus};
    outline-offset: 2px;
  }
`;

const Title = styled.h2`
  font-size: ${fontSizes.lg};
  font-weight: 600;
  line-height: 1.4;
`;

/** The whole card is the click target; the title button keeps one accessible name and tab stop. */
const OpenButton = styled.button`
  all: unset;
  cursor: pointer;
  &::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: ${radii.lg};
  }
  &:focus-visible {
    outline: none;
  }
`;

const Line = styled.p`
  font-size: ${fontSizes.sm};
  color: ${colors.textMuted};
`;

export interface PublicSongCardProps {
  song: SongCard;
  onOpen: (song: SongCard) => void;
  /** Search text whose matches are marked in the title ('' none). */
  query?: string;
}

/** A public song: EN/ML/TA/HI code, title, author, category and language name (spec §2). */
export const PublicSongCard = memo(function PublicSongCard({
  song,
  onOpen,
  query = '',
}: PublicSongCardProps) {
  return (
    <Item>
      <CardBadgeRow>
        <Badge variant="secondary" aria-label={`Language code ${shortLanguageCode(song.language)}`}>
          {shortLanguageCode(song.language)}
        </Badge>
        {song.category && (
          <Badge tint={categoryColor(song.category.color)}>{song.category.name}</Badge>
        )}
      </CardBadgeRow>
      <Title>
        <OpenButton type="button" lang={htmlLang(song.language)} onClick={() => onOpen(song)}>
          <Highlighted text={song.title} query={query} />
        </OpenButton>
      </Title>
      <Line>{song.author ? `by ${song.author}` : 'Author unknown'}</Line>
      <Line>{languageName(song.language)}</Line>
    </Item>
  );
});
