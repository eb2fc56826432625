import {
  Badge,
  Button,
  CardGrid,
  Dialog,
  ShareIcon,
  colors,
  fontSizes,
  radii,
} from '@worship/design-system';
import {
  COPY_LINK_FAILED,
  useAddToScheduleSlot,
  useCopy,
  useCurrentUser,
  useLanguageOrder,
} from '@worship/shell-contract';
import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { useIndicFonts, songNeedsIndicFonts } from '../fonts/use-indic-fonts';
import { languageCode, languageName, languageTag } from '../lib/languages';
import { categoryColor } from '../lib/category-color';
import { formatTempo, songShareUrl } from './song-meta';
import { SongFullScreenView } from './song-full-screen-view';
import type { SongFields } from './song.graphql';
import { orderedStanzas, orderedTransliterations } from './stanza-order';

export const SONG_LINK_COPIED = {
  title: 'Link copied',
  description: 'Song link copied to clipboard!',
};
export const NO_STANZAS = 'No stanzas available';

const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem;
  font-size: ${fontSizes.sm};
  color: ${colors.textMuted};
`;

const Details = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 1.5rem;
  font-size: ${fontSizes.sm};
  div {
    display: flex;
    gap: 0.375rem;
  }
  dt {
    color: ${colors.textMuted};
  }
  dd {
    margin: 0;
    font-weight: 600;
  }
`;

const StanzaCard = styled.li`
  display: grid;
  align-content: start;
  gap: 0.75rem;
  padding: 1rem;
  border: 1px solid ${colors.border};
  border-radius: ${radii.lg};
  background: ${colors.surface};
  h3 {
    font-size: ${fontSizes.sm};
    font-weight: 600;
    color: ${colors.textMuted};
  }
`;

export const Lyrics = styled.p`
  white-space: pre-line;
  line-height: 1.7;
`;

const Transliteration = styled.div`
  display: grid;
  gap: 0.25rem;
  padding-top: 0.75rem;
  border-top: 1px solid ${colors.border};
  h4 {
    font-size: ${fontSizes.xs};
    font-weight: 600;
    text-transform: uppercase;
    letter-spacing: 0.04em;
    color: ${colors.textMuted};
  }
  p {
    white-space: pre-line;
    line-height: 1.6;
    color: ${colors.text};
  }
`;

const Empty = styled.p`
  padding: 1.5rem;
  text-align: center;
  color: ${colors.textMuted};
  border: 1px dashed ${colors.borderStrong};
  border-radius: ${radii.lg};
`;

/** Holds the "Add to Schedule" picker when one is given (see `renderAddToSchedule`). */
const ScheduleSlot = styled.div`
  display: contents;
`;

export interface SongViewDialogProps {
  /** The song to show; the dialog renders nothing without one. */
  song: SongFields | null | undefined;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Shows an 'Edit Song' button that calls this (spec: only when an edit handler is provided). */
  onEdit?: (song: SongFields) => void;
  /**
   * The "Add to Schedule" picker, rendered among the dialog's buttons. Without it, a signed-in
   * viewer gets the picker the shell composes from mf-schedules (shell contract
   * `useAddToScheduleSlot`); a signed-out viewer gets none.
   */
  renderAddToSchedule?: (song: SongFields) => ReactNode;
}

/** Spec §2 "Song view dialog": the song's details and stanzas, share, edit and full-screen view. */
export function SongViewDialog({
  song,
  open,
  onOpenChange,
  onEdit,
  renderAddToSchedule,
}: SongViewDialogProps) {
  const [fullScreen, setFullScreen] = useState(false);
  const { user } = useCurrentUser();
  const slot = useAddToScheduleSlot();
  const addToSchedule =
    renderAddToSchedule ??
    (slot && user ? (s: SongFields) => slot({ songId: s.id, songTitle: s.title }) : undefined);
  useIndicFonts(open && songNeedsIndicFonts(song));

  function handleOpenChange(next: boolean) {
    if (!next) setFullScreen(false);
    onOpenChange(next);
  }

  if (!song) return null;

  return (
    <>
      <Dialog
        open={open}
        onOpenChange={handleOpenChange}
        size="xl"
        title={<span lang={languageTag(song.language)}>{song.title}</span>}
        footer={
          <SongViewActions
            song={song}
            onEdit={onEdit}
            renderAddToSchedule={addToSchedule}
            onFullScreen={() => setFullScreen(true)}
          />
        }
      >
        <SongViewBody song={song} />
      </Dialog>
      <SongFullScreenView song={song} open={open && fullScreen} onOpenChange={setFullScreen} />
    </>
  );
}

function SongViewBody({ song }: { song: SongFields }) {
  const languageOrder = useLanguageOrder();
  const stanzas = orderedStanzas(song.stanzas);
  const lyricsLang = languageTag(song.language);

  return (
    <>
      <Meta>
        <Badge variant="secondary" aria-label={`Language code ${languageCode(song.language)}`}>
          {languageCode(song.language)}
        </Badge>
        {song.category && (
          <Badge tint={categoryColor(song.category.color)}>{song.category.name}</Badge>
        )}
        <span>{languageName(song.language)}</span>
      </Meta>

      {(song.author || song.artist || song.key || song.tempo != null) && (
        <Details aria-label="Song details">
          {song.author && (
            <div>
              <dt>Author</dt>
              <dd>{song.author}</dd>
            </div>
          )}
          {song.artist && (
            <div>
              <dt>Artist</dt>
              <dd>{song.artist}</dd>
            </div>
          )}
          {song.key && (
            <div>
              <dt>Key</dt>
              <dd>{song.key}</dd>
            </div>
          )}
          {song.tempo != null && (
            <div>
              <dt>Tempo</dt>
              <dd>{formatTempo(song.tempo)}</dd>
            </div>
          )}
        </Details>
      )}

      {stanzas.length === 0 ? (
        <Empty>{NO_STANZAS}</Empty>
      ) : (
        <CardGrid as="ol" $maxColumns={2} aria-label="Stanzas">
          {stanzas.map((stanza, index) => (
            <StanzaCard key={stanza.id}>
              <h3>Stanza {index + 1}</h3>
              <Lyrics lang={lyricsLang}>{stanza.lyrics}</Lyrics>
              {orderedTransliterations(stanza, languageOrder).map((t, i) => (
                <Transliteration key={`${t.language}-${i}`}>
                  <h4>{languageName(t.language)}</h4>
                  <p lang={languageTag(t.language)}>{t.text}</p>
                </Transliteration>
              ))}
            </StanzaCard>
          ))}
        </CardGrid>
      )}
    </>
  );
}

function SongViewActions({
  song,
  onEdit,
  renderAddToSchedule,
  onFullScreen,
}: {
  song: SongFields;
  onEdit?: (song: SongFields) => void;
  renderAddToSchedule?: (song: SongFields) => ReactNode;
  onFullScreen: () => void;
}) {
  const copy = useCopy();
  return (
    <>
      <Button
        variant="outline"
        icon={<ShareIcon />}
        onClick={() =>
          void copy(songShareUrl(song.id), { success: SONG_LINK_COPIED, failure: COPY_LINK_FAILED })
        }
      >
        Share Song
      </Button>
      {onEdit && (
        <Button variant="outline" onClick={() => onEdit(song)}>
          Edit Song
        </Button>
      )}
      {renderAddToSchedule && (
        <ScheduleSlot data-slot="add-to-schedule">{renderAddToSchedule(song)}</ScheduleSlot>
      )}
      <Button onClick={onFullScreen} aria-haspopup="dialog">
        Full Screen View
      </Button>
    </>
  );
}
