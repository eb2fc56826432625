import {
  Badge,
  Button,
  Card,
  colors,
  fontSizes,
  ShareIcon,
  Skeleton,
  TrashIcon,
} from '@worship/design-system';
import { formatDate, UNKNOWN_PERSON, useLanguageOrder } from '@worship/shell-contract';
import { memo, useId } from 'react';
import styled from 'styled-components';
import { categoryColor } from '@worship/common';
import { languageCode, languageName, htmlLang } from '@worship/common';
import { Highlighted } from '../lib/highlighted';
import { transliterationPreview } from '../lib/song-preview';
import type { SongCard as SongCardData } from '../lib/song.graphql';

const Article = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
  padding: 1.25rem;
  min-width: 0;
`;

const Head = styled.div`
  display: grid;
  gap: 0.5rem;
  h3 {
    font-size: ${fontSizes.lg};
    font-weight: 600;
    overflow-wrap: anywhere;
  }
`;

const Badges = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.375rem;
`;

const Author = styled.p`
  font-size: ${fontSizes.sm};
  color: ${colors.textMuted};
`;

const Lyrics = styled.p`
  white-space: pre-line;
  font-size: ${fontSizes.sm};
  overflow-wrap: anywhere;
`;

const Transliteration = styled(Lyrics)`
  color: ${colors.textMuted};
`;

const Footer = styled.div`
  margin-top: auto;
  display: grid;
  gap: 0.75rem;
`;

const AddedBy = styled.p`
  font-size: ${fontSizes.xs};
  color: ${colors.textMuted};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
`;

export interface SongCardProps {
  song: SongCardData;
  onView: (song: SongCardData) => void;
  onEdit: (song: SongCardData) => void;
  onDelete: (song: SongCardData) => void;
  onShare: (song: SongCardData) => void;
  /** Search text whose matches are marked in the title, excerpt and transliteration ('' none). */
  query?: string;
}

/**
 * Spec §2 "Songs Library" card. Memoised: a library of hundreds renders its cards in steps
 * (useRenderedInSteps), and a card already shown is not rendered again as more are added.
 */
export const SongCard = memo(function SongCard({
  song,
  onView,
  onEdit,
  onDelete,
  onShare,
  query = '',
}: SongCardProps) {
  const titleId = useId();
  const languageOrder = useLanguageOrder();
  const transliteration = transliterationPreview(song, languageOrder);
  const addedBy = song.creator.firstName?.trim() || UNKNOWN_PERSON;
  const createdOn = formatDate(song.createdAt);

  return (
    <Article as="article" aria-labelledby={titleId}>
      <Head>
        <h3 id={titleId}>
          <Highlighted text={song.title} query={query} />
        </h3>
        <Badges>
          <Badge variant="secondary" title={languageName(song.language)}>
            {languageCode(song.language)}
          </Badge>
          {song.category && (
            <Badge tint={categoryColor(song.category.color)}>{song.category.name}</Badge>
          )}
        </Badges>
        {song.author && <Author>{song.author}</Author>}
      </Head>
      <Lyrics lang={htmlLang(song.language)}>
        <Highlighted text={song.lyricsExcerpt} query={query} />
      </Lyrics>
      {transliteration && (
        <Transliteration lang={htmlLang(transliteration.language)}>
          <Highlighted text={transliteration.text} query={query} />
        </Transliteration>
      )}
      <Footer>
        <AddedBy>
          Added by {addedBy}
          {createdOn && ` on ${createdOn}`}
        </AddedBy>
        <Actions>
          <Button size="sm" aria-describedby={titleId} onClick={() => onView(song)}>
            View
          </Button>
          {song.canEdit && (
            <Button
              size="sm"
              variant="outline"
              aria-describedby={titleId}
              onClick={() => onEdit(song)}
            >
              Edit
            </Button>
          )}
          <Button
            size="sm"
            variant="outline"
            icon={<ShareIcon size={16} />}
            aria-describedby={titleId}
            onClick={() => onShare(song)}
          >
            Share
          </Button>
          {song.canDelete && (
            <Button
              size="sm"
              variant="ghost"
              icon={<TrashIcon size={16} />}
              aria-describedby={titleId}
              onClick={() => onDelete(song)}
            >
              Delete
            </Button>
          )}
        </Actions>
      </Footer>
    </Article>
  );
});

/** A card-shaped placeholder while songs load. */
export function SongCardSkeleton() {
  return (
    <Card style={{ padding: '1.25rem', display: 'grid', gap: '0.75rem' }} aria-hidden="true">
      <Skeleton $height="1.5rem" $width="70%" />
      <Skeleton $height="1.25rem" $width="40%" />
      <Skeleton $height="4rem" />
      <Skeleton $height="2rem" $width="60%" />
    </Card>
  );
}
