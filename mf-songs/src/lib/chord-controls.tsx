import { Button, IconButton, Select, colors, fontSizes, radii } from '@worship/design-system';
import { CAPO_MAX, PICKER_KEYS, semitonesBetween } from '@worship/common';
import { useId } from 'react';
import styled from 'styled-components';
import { shapesKey, soundingKey, writtenKey, type ChordDisplay } from './chord-display';
import type { SongViewSong } from './song-view-song';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem 1rem;
  padding: 0.5rem 0.75rem;
  border: 1px solid ${colors.border};
  border-radius: ${radii.md};
  background: ${colors.surfaceMuted};
  font-size: ${fontSizes.sm};
  label {
    font-weight: 600;
  }
  select {
    width: auto;
  }
  @media print {
    display: none;
  }
`;

const Group = styled.div`
  display: inline-flex;
  align-items: center;
  gap: 0.375rem;
`;

const Status = styled.p`
  flex-basis: 100%;
  color: ${colors.textMuted};
`;

const isMinorKey = (key: string) => key.endsWith('m');

export interface ChordControlsProps {
  song: SongViewSong;
  display: ChordDisplay;
  change: (patch: Partial<ChordDisplay>) => void;
}

/**
 * The chord tools of a song view: show or hide the chords, transpose (by semitone or to a key),
 * a capo (the shapes to play and the key they sound in) and Nashville numbers.
 */
export function ChordControls({ song, display, change: onChange }: ChordControlsProps) {
  const keyId = useId();
  const capoId = useId();
  const written = writtenKey(song);
  const sounding = soundingKey(song, display);
  const shapes = shapesKey(song, display);
  const keys = written ? PICKER_KEYS.filter((k) => isMinorKey(k) === isMinorKey(written)) : [];
  const shift = (by: number) =>
    onChange({ semitones: (((display.semitones + by) % 12) + 12) % 12 });

  return (
    <Bar role="group" aria-label="Chords">
      <Button
        size="sm"
        variant={display.show ? 'secondary' : 'outline'}
        aria-pressed={display.show}
        onClick={() => onChange({ show: !display.show })}
      >
        Chords
      </Button>
      {display.show && written && sounding && (
        <>
          <Group>
            <IconButton
              size="sm"
              variant="outline"
              aria-label="Transpose down a semitone"
              onClick={() => shift(-1)}
            >
              −
            </IconButton>
            <label htmlFor={keyId}>Key</label>
            <Select
              id={keyId}
              value={keys.includes(sounding) ? sounding : ''}
              onChange={(event) =>
                onChange({ semitones: semitonesBetween(written, event.target.value) })
              }
            >
              {!keys.includes(sounding) && <option value="">{sounding}</option>}
              {keys.map((key) => (
                <option key={key} value={key}>
                  {key}
                  {key === written ? ' (original)' : ''}
                </option>
              ))}
            </Select>
            <IconButton
              size="sm"
              variant="outline"
              aria-label="Transpose up a semitone"
              onClick={() => shift(1)}
            >
              +
            </IconButton>
          </Group>
          <Group>
            <label htmlFor={capoId}>Capo</label>
            <Select
              id={capoId}
              value={String(display.capo)}
              onChange={(event) => onChange({ capo: Number(event.target.value) })}
            >
              <option value="0">None</option>
              {Array.from({ length: CAPO_MAX }, (_, i) => (
                <option key={i + 1} value={String(i + 1)}>
                  {i + 1}
                </option>
              ))}
            </Select>
          </Group>
          <Button
            size="sm"
            variant={display.nashville ? 'secondary' : 'outline'}
            aria-pressed={display.nashville}
            onClick={() => onChange({ nashville: !display.nashville })}
          >
            Nashville numbers
          </Button>
          <Status aria-live="polite">{chordStatus(written, sounding, shapes, display)}</Status>
        </>
      )}
    </Bar>
  );
}

/** 'Key of A (written in G, +2) · Capo 2: play G shapes' — what the chords now say. */
export function chordStatus(
  written: string,
  sounding: string,
  shapes: string | null,
  display: ChordDisplay,
): string {
  const parts = [
    display.semitones === 0
      ? `Key of ${sounding}`
      : `Key of ${sounding} (written in ${written}, +${display.semitones})`,
  ];
  if (display.nashville) parts.push(`Nashville numbers in ${sounding}`);
  else if (shapes)
    parts.push(`Capo ${display.capo}: play ${shapes} shapes, sounding in ${sounding}`);
  return parts.join(' · ');
}
