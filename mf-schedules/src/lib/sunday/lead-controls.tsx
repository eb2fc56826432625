import { Button, ConfirmDialog, colors, fontSizes } from '@worship/design-system';
import { useState } from 'react';
import styled from 'styled-components';
import type { Position } from './deck';
import type { LiveState } from './live-session';
import type { LiveLead } from './use-live-lead';

export const START_LEADING = 'Start leading';
export const STOP_LEADING = 'Stop leading';
export const TAKE_CONTROL = 'Take control';
export const YOU_LEAD = 'You are leading: every device following this schedule moves with you.';
export const UNSENT =
  'The server cannot be reached: keep presenting, your moves are sent when it is back.';
export const lostControl = (name: string | null) =>
  `${name ?? 'Another device'} took control. You no longer lead this schedule.`;

/** The server's message as a sentence ("Jane Doe is leading this schedule."). */
const sentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);

const Controls = styled.div`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem 0.75rem;
  p {
    margin: 0;
    font-size: ${fontSizes.sm};
    max-width: 32rem;
  }
  .lost {
    color: ${colors.destructive};
    font-weight: 600;
  }
`;

/**
 * Start leading, stop, or take control from the device that leads (with a confirmation); the
 * leader is told when another device has taken control, and when its moves wait for the
 * network. `position`: where this device stands, where its leading starts.
 */
export function LeadControls({
  lead,
  stream,
  position,
  className,
}: {
  lead: LiveLead;
  stream: LiveState | null;
  position: Position | null;
  className?: string;
}) {
  const [confirming, setConfirming] = useState(false);
  const otherLeader = !lead.leading && stream?.live ? (stream.leader?.name ?? null) : null;
  const askToTake = Boolean(stream?.live) || lead.refusal !== null;

  async function begin() {
    if (askToTake) {
      setConfirming(true);
      return;
    }
    const started = await lead.start(position);
    if (!started) setConfirming(true);
  }

  return (
    <Controls className={className}>
      {lead.leading ? (
        <Button variant="outline" onClick={() => void lead.stop()}>
          {STOP_LEADING}
        </Button>
      ) : (
        <Button loading={lead.role === 'starting'} onClick={() => void begin()}>
          {stream?.live ? TAKE_CONTROL : START_LEADING}
        </Button>
      )}
      <div role="status">
        {lead.leading && <p>{lead.unsent ? UNSENT : YOU_LEAD}</p>}
        {lead.role === 'lost' && <p className="lost">{lostControl(lead.lostTo)}</p>}
        {lead.error && <p className="lost">{lead.error}</p>}
      </div>
      <ConfirmDialog
        open={confirming && (askToTake || lead.refusal !== null)}
        onOpenChange={(open) => {
          if (!open) {
            setConfirming(false);
            lead.clearRefusal();
          }
        }}
        title="Take control?"
        description={`${sentence(lead.refusal ?? (otherLeader ? `${otherLeader} is leading this schedule` : 'Another device is leading this schedule'))} If you take control, every device follows you and they stop leading.`}
        confirmLabel={TAKE_CONTROL}
        onConfirm={async () => {
          await lead.start(position, true);
          lead.clearRefusal();
        }}
      />
    </Controls>
  );
}
