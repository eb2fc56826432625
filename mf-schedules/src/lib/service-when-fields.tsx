import { TextField } from '@worship/design-system';
import type { KeyboardEvent } from 'react';

export interface ServiceWhenFieldsProps {
  date: string;
  times: string;
  dateError: string | null;
  timesError: string | null;
  onDateChange: (date: string) => void;
  onTimesChange: (times: string) => void;
  /** Told when a field is left or Enter is pressed in it (the edit dialog saves then). */
  onCommit?: () => void;
}

/** Issue 21: 'Service Date' and 'Service Times', shared by the create and edit dialogs. */
export function ServiceWhenFields({
  date,
  times,
  dateError,
  timesError,
  onDateChange,
  onTimesChange,
  onCommit,
}: ServiceWhenFieldsProps) {
  const commitOnEnter = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && onCommit) {
      event.preventDefault();
      onCommit();
    }
  };
  return (
    <>
      <TextField
        label="Service Date"
        type="date"
        required
        value={date}
        error={dateError}
        onValueChange={onDateChange}
        onBlur={onCommit}
        onKeyDown={commitOnEnter}
      />
      <TextField
        label="Service Times"
        hint="24-hour times in the group's time zone, separated by commas, e.g. 09:00, 11:00. Leave empty for one service that day."
        value={times}
        error={timesError}
        inputMode="numeric"
        autoComplete="off"
        onValueChange={onTimesChange}
        onBlur={onCommit}
        onKeyDown={commitOnEnter}
      />
    </>
  );
}
