import { Badge, Skeleton, colors, fontSizes, radii, shadows } from '@worship/design-system';
import styled from 'styled-components';
import { languageName, languageTag, shortLanguageCode } from '../lib/languages';
import { categoryColor } from '../lib/category-color';
import type { SongFields } from '../song-view/song.graphql';

const Item = styled.article`
  position: relative;
  background: ${colors.surface};
  border: 1px solid ${colors.border};
  border-radius: ${radii.lg};
  box-shadow: ${shadows.sm};
  display: grid;
  align-content: start;
  gap: 0.5rem;
  padding: 1.25rem;
  transition: box-shadow 0.15s ease;
  &:hover {
    box-shadow: ${shadows.md};
  }
  &:focus-within {
    outline: 2px solid ${colors.focus};
    outline-offset: 2px;
  }
`;

const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem;
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
  song: SongFields;
  onOpen: (song: SongFields) => void;
}

/** A public song: EN/ML/TA/HI code, title, author, category and language name (spec §2). */
export function PublicSongCard({ song, onOpen }: PublicSongCardProps) {
  return (
    <Item>
      <Top>
        <Badge variant="secondary" aria-label={`Language code ${shortLanguageCode(song.language)}`}>
          {shortLanguageCode(song.language)}
        </Badge>
        {song.category && (
          <Badge tint={categoryColor(song.category.color)}>{song.category.name}</Badge>
        )}
      </Top>
      <Title>
        <OpenButton type="button" lang={languageTag(song.language)} onClick={() => onOpen(song)}>
          {song.title}
        </OpenButton>
      </Title>
      <Line>{song.author ? `by ${song.author}` : 'Author unknown'}</Line>
      <Line>{languageName(song.language)}</Line>
    </Item>
  );
}

/** The loading placeholder of a card (hidden from assistive technology). */
export function PublicSongCardSkeleton() {
  return (
    <Item data-testid="song-card-skeleton" aria-hidden="true">
      <Top>
        <Skeleton $width="2.5rem" $height="1.25rem" $radius="999px" />
        <Skeleton $width="5rem" $height="1.25rem" $radius="999px" />
      </Top>
      <Skeleton $width="70%" $height="1.5rem" />
      <Skeleton $width="45%" />
      <Skeleton $width="30%" />
    </Item>
  );
}
