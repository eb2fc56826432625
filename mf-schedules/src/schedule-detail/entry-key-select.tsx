import { useMutation } from '@apollo/client/react';
import { Select, fontSizes } from '@worship/design-system';
import { useReportError } from '@worship/shell-contract';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { KEY_CHANGE_FAILED, keyChoices, songKeyOption } from '../lib/entry-key';
import { rememberLastEditedSchedule } from '../lib/last-edited';
import { SCHEDULE_LISTS } from '../lib/schedule.graphql';
import { SetScheduleSongKeyDocument } from '../lib/schedule-songs.graphql';

const Field = styled.div`
  display: inline-flex;
  align-items: center;
  gap: 0.375rem;
  label {
    font-size: ${fontSizes.sm};
  }
  select {
    width: auto;
    min-height: 2rem;
  }
  @media print {
    display: none;
  }
`;

export interface EntryKeySelectProps {
  scheduleId: string;
  songId: string;
  /** The song's title, which names the select for a screen reader ("Key for Amazing Grace"). */
  title: string;
  /** The entry's own key; null: it follows the song. */
  entryKey: string | null;
  /** The song's key in the library. */
  songKey: string | null;
}

/**
 * The key a schedule entry is played in (moveScheduleSong's `key`): "Song's key (G)" or one of
 * the keys. The choice shows at once; a change the server refuses goes back to the saved key and
 * says why.
 */
export function EntryKeySelect({
  scheduleId,
  songId,
  title,
  entryKey,
  songKey,
}: EntryKeySelectProps) {
  const id = useId();
  const reportError = useReportError();
  const [setKey] = useMutation(SetScheduleSongKeyDocument, SCHEDULE_LISTS);
  const [chosen, setChosen] = useState<string | null>(null);
  const value = chosen ?? entryKey ?? '';

  async function choose(key: string) {
    setChosen(key);
    try {
      await setKey({ variables: { scheduleId, songId, key } });
      rememberLastEditedSchedule(scheduleId);
    } catch (error) {
      reportError(error, KEY_CHANGE_FAILED, { withServerMessage: true });
    } finally {
      setChosen(null);
    }
  }

  return (
    <Field>
      <label htmlFor={id}>Key</label>
      {/* Named after its song too: every row has one. */}
      <Select
        id={id}
        aria-label={`Key for ${title}`}
        value={value}
        onChange={(event) => void choose(event.target.value)}
      >
        <option value="">{songKeyOption(songKey)}</option>
        {keyChoices(songKey, entryKey).map((key) => (
          <option key={key} value={key}>
            {key}
          </option>
        ))}
      </Select>
    </Field>
  );
}
