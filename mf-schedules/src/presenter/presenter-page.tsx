import { htmlLang } from '@worship/common';
import { Button, VisuallyHidden } from '@worship/design-system';
import { useLanguageOrder } from '@worship/shell-contract';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import {
  buildSlides,
  positionOf,
  slideIndexOf,
  step,
  toggleScreen,
  type Deck,
  type Position,
  type Slide,
} from '../lib/sunday/deck';
import { DeckGate } from '../lib/sunday/deck-gate';
import { FollowLinkDialog } from '../lib/sunday/follow-link';
import { LeadControls } from '../lib/sunday/lead-controls';
import { BackToSchedule, ControlBar, LiveScreen, RevealButton } from '../lib/sunday/live-frame';
import { liveUrls } from '../lib/sunday/live-session';
import { LiveStatus } from '../lib/sunday/live-status';
import { ScriptSettingsFields, useScriptSettings } from '../lib/sunday/script-choice';
import { useDeck, type DeckStatus } from '../lib/sunday/use-deck';
import { useLiveLead } from '../lib/sunday/use-live-lead';
import { useLivePosition } from '../lib/sunday/use-live-position';
import { useLiveStream } from '../lib/sunday/use-live-stream';
import { useDocumentTitle } from '../lib/use-document-title';
import { presenterCommand, type PresenterCommand } from '../lib/sunday/presenter-keys';
import { SetOverview } from './set-overview';
import { MOVE_MARK, SlideStage } from './slide-stage';

/** Where the presenter stands, as its bar and a screen reader say it. */
export function whereLabel(deck: Deck, slides: readonly Slide[], position: Position | null) {
  if (!position) return 'Nothing to show';
  const song = deck.songs.find((s) => s.songId === position.songId);
  if (!song) return 'Nothing to show';
  const count = slides.filter((s) => s.songId === song.songId).length;
  const slide = slides[slideIndexOf(slides, position)];
  const what =
    position.screen === 'TITLE'
      ? 'Title'
      : position.screen === 'BLANK'
        ? 'Blank screen'
        : position.screen === 'BLACK'
          ? 'Black screen'
          : `${slide?.heading ?? 'Section'} (${position.section + 1} of ${count})`;
  return `${song.title}: ${what}`;
}

/** The position a command moves to (null: none, the command is not a move). */
export function commandTarget(
  command: PresenterCommand,
  slides: readonly Slide[],
  position: Position | null,
): Position | null {
  switch (command) {
    case 'next':
      return step(slides, position, 1);
    case 'previous':
      return step(slides, position, -1);
    case 'first':
      return slides[0] ? positionOf(slides[0]) : null;
    case 'last':
      return slides.length ? positionOf(slides[slides.length - 1]!) : null;
    case 'black':
      return toggleScreen(slides, position, 'BLACK');
    case 'blank':
      return toggleScreen(slides, position, 'BLANK');
    case 'title':
      return toggleScreen(slides, position, 'TITLE');
    default:
      return null;
  }
}

function Presenter({
  deck,
  deckStatus,
  leadOnOpen,
}: {
  deck: Deck;
  deckStatus: DeckStatus;
  leadOnOpen: boolean;
}) {
  const languageOrder = useLanguageOrder();
  const slides = useMemo(() => buildSlides(deck, languageOrder), [deck, languageOrder]);
  const stream = useLiveStream(liveUrls({ scheduleId: deck.scheduleId }).events);
  const lead = useLiveLead(deck.scheduleId, stream.state);
  const { position, following, leader, moveTo } = useLivePosition(slides, stream.state, lead);
  const [settings, changeSettings] = useScriptSettings('presenter', {
    script: 'both',
    layout: 'side',
  });
  const [overviewOpen, setOverviewOpen] = useState(false);
  const [followOpen, setFollowOpen] = useState(false);
  const [controlsShown, setControlsShown] = useState(true);
  useDocumentTitle(`Present ${deck.name}`);

  const run = useCallback(
    (command: PresenterCommand) => {
      if (command === 'overview') {
        setOverviewOpen(true);
        return;
      }
      const target = commandTarget(command, slides, position);
      if (!target || following) return;
      performance.mark(MOVE_MARK);
      moveTo(target);
    },
    [following, moveTo, position, slides],
  );

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const command = presenterCommand(event);
      if (!command) return;
      event.preventDefault();
      run(command);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [run]);

  // Opened with ?lead (the schedule's "Start leading"): lead from here at once, once.
  const leadAsked = useRef(false);
  useEffect(() => {
    if (!leadOnOpen || leadAsked.current || stream.status !== 'open') return;
    leadAsked.current = true;
    if (!stream.state?.live) void lead.start(position);
  }, [lead, leadOnOpen, position, stream.state, stream.status]);

  const where = whereLabel(deck, slides, position);
  const pressed = (screen: Position['screen']) => position?.screen === screen;
  const song = position ? deck.songs.find((s) => s.songId === position.songId) : undefined;

  return (
    <LiveScreen>
      {controlsShown ? (
        <ControlBar aria-label="Presenter controls" role="region">
          <BackToSchedule to={`/schedules/${deck.scheduleId}`}>← Schedule</BackToSchedule>
          <h1>{deck.name}</h1>
          <p className="where" lang={song ? htmlLang(song.language) : undefined}>
            {where}
          </p>
          <div className="group">
            <Button variant="outline" disabled={following} onClick={() => run('previous')}>
              Previous
            </Button>
            <Button disabled={following} onClick={() => run('next')}>
              Next
            </Button>
            <Button
              variant="outline"
              aria-pressed={pressed('TITLE')}
              disabled={following}
              onClick={() => run('title')}
            >
              Title
            </Button>
            <Button
              variant="outline"
              aria-pressed={pressed('BLANK')}
              disabled={following}
              onClick={() => run('blank')}
            >
              Blank
            </Button>
            <Button
              variant="outline"
              aria-pressed={pressed('BLACK')}
              disabled={following}
              onClick={() => run('black')}
            >
              Black
            </Button>
            <Button variant="outline" aria-haspopup="dialog" onClick={() => run('overview')}>
              Overview
            </Button>
          </div>
          <ScriptSettingsFields settings={settings} onChange={changeSettings} />
          <LeadControls lead={lead} stream={stream.state} position={position} />
          <div className="group">
            <Button variant="outline" aria-haspopup="dialog" onClick={() => setFollowOpen(true)}>
              Follow link
            </Button>
            <Button
              variant="outline"
              onClick={() => void document.documentElement.requestFullscreen?.().catch(() => {})}
            >
              Full screen
            </Button>
            <Button variant="ghost" onClick={() => setControlsShown(false)}>
              Hide controls
            </Button>
          </div>
          <LiveStatus
            deckStatus={deckStatus}
            stream={stream.status}
            following={following}
            leaderName={leader?.name ?? null}
          />
        </ControlBar>
      ) : (
        <>
          <VisuallyHidden as="h1">{deck.name}</VisuallyHidden>
          <RevealButton type="button" onClick={() => setControlsShown(true)}>
            Show controls
          </RevealButton>
          <LiveStatus
            deckStatus={deckStatus}
            stream={stream.status}
            following={following}
            leaderName={leader?.name ?? null}
          />
        </>
      )}
      <VisuallyHidden aria-live="polite">{where}</VisuallyHidden>
      <SlideStage deck={deck} slides={slides} position={position} settings={settings} />
      <SetOverview
        open={overviewOpen}
        onOpenChange={setOverviewOpen}
        deck={deck}
        slides={slides}
        position={position}
        onPick={(target) => {
          if (following) return;
          performance.mark(MOVE_MARK);
          moveTo(target);
        }}
      />
      <FollowLinkDialog
        open={followOpen}
        onOpenChange={setFollowOpen}
        isPublic={deck.isPublic}
        shareToken={deck.shareToken}
      />
    </LiveScreen>
  );
}

/**
 * /schedules/:id/present (issue 20 "Presenter"): the schedule on the projector, one section at a
 * time in each entry's order, fitted to the screen; driven by the keyboard or a clicker, or
 * following the device that leads.
 */
export default function PresenterPage() {
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const { deck, status } = useDeck({ scheduleId: id });
  return (
    <DeckGate deck={deck} status={status}>
      {(deck) => <Presenter deck={deck} deckStatus={status} leadOnOpen={search.has('lead')} />}
    </DeckGate>
  );
}
