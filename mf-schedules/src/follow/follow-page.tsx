import { htmlLang } from '@worship/common';
import { colors, fontSizes, radii } from '@worship/design-system';
import { useLanguageOrder } from '@worship/shell-contract';
import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { buildSlides, slideIndexOf, type Deck } from '../lib/sunday/deck';
import { DeckGate } from '../lib/sunday/deck-gate';
import { liveUrls } from '../lib/sunday/live-session';
import { LiveStatus } from '../lib/sunday/live-status';
import { ScriptSettingsFields, useScriptSettings } from '../lib/sunday/script-choice';
import { SlideText } from '../lib/sunday/slide-text';
import { useDeck, type DeckStatus } from '../lib/sunday/use-deck';
import { useLivePosition } from '../lib/sunday/use-live-position';
import { useLiveStream } from '../lib/sunday/use-live-stream';
import { useDocumentTitle } from '../lib/use-document-title';

export const NOT_STARTED =
  'The service has not started yet. This page follows along as soon as the leader starts.';
/** While the projector is blank or black (a prayer, the sermon), the phones show no words either. */
export const SCREEN_CLEARED = 'Nothing is on the screen right now.';

const Page = styled.div`
  display: grid;
  gap: 1rem;
  h1 {
    margin: 0;
    font-size: ${fontSizes['2xl']};
  }
`;

const Current = styled.section`
  display: grid;
  gap: 0.75rem;
  padding: 1.25rem;
  border: 1px solid ${colors.border};
  border-radius: ${radii.lg};
  background: ${colors.surface};
  h2 {
    margin: 0;
    font-size: ${fontSizes.md};
    color: ${colors.textMuted};
  }
  .words {
    font-size: clamp(1.375rem, 5.5vw, 2.25rem);
    line-height: 1.45;
  }
  .title {
    margin: 0;
    font-size: clamp(1.75rem, 7vw, 3rem);
    font-weight: 700;
  }
  .cleared {
    margin: 0;
    color: ${colors.textMuted};
  }
`;

function Follow({ deck, deckStatus }: { deck: Deck; deckStatus: DeckStatus }) {
  const { token = '' } = useParams();
  const languageOrder = useLanguageOrder();
  const slides = useMemo(() => buildSlides(deck, languageOrder), [deck, languageOrder]);
  const stream = useLiveStream(liveUrls({ shareToken: token }).events);
  const { position, following, leader } = useLivePosition(slides, stream.state);
  const [settings, change] = useScriptSettings('congregation', {
    script: 'native',
    layout: 'stacked',
  });
  useDocumentTitle(deck.name);

  const slide = slides[slideIndexOf(slides, position)];
  const song = position ? deck.songs.find((s) => s.songId === position.songId) : undefined;
  const started = following || stream.state?.live === true;

  return (
    <Page>
      <h1>{deck.name}</h1>
      <ScriptSettingsFields settings={settings} onChange={change} withLayout={false} />
      <LiveStatus
        deckStatus={deckStatus}
        stream={stream.status}
        following={following}
        leaderName={leader?.name ?? null}
      />
      {!started || !position ? (
        <p>{NOT_STARTED}</p>
      ) : (
        <Current aria-label="Now" aria-live="polite">
          {position.screen === 'BLANK' || position.screen === 'BLACK' ? (
            <p className="cleared">{SCREEN_CLEARED}</p>
          ) : song && position.screen === 'TITLE' ? (
            <p className="title" lang={htmlLang(song.language)}>
              {song.title}
            </p>
          ) : slide && song ? (
            <>
              <h2 lang={htmlLang(song.language)}>{`${song.title} · ${slide.heading}`}</h2>
              <SlideText
                className="words"
                slide={slide}
                settings={{ script: settings.script, layout: 'stacked' }}
              />
            </>
          ) : (
            <p>This section is not in the copy this page loaded. Reload to see it.</p>
          )}
        </Current>
      )}
    </Page>
  );
}

/**
 * /schedules/share/:token/follow (issue 20 "Congregation"): a public schedule on a phone, no
 * account needed: the section the leader shows, in the reader's script, large, no chords.
 */
export default function FollowPage() {
  const { token = '' } = useParams();
  const { deck, status } = useDeck({ shareToken: token });
  return (
    <DeckGate deck={deck} status={status} shared>
      {(deck) => <Follow deck={deck} deckStatus={status} />}
    </DeckGate>
  );
}
