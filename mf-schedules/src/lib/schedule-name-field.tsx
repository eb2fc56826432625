import { SCHEDULE_NAME_MAX } from '@worship/common';
import { TextField, type TextFieldProps } from '@worship/design-system';
import { validateScheduleName } from './schedule-name';

export interface ScheduleNameFieldProps extends Omit<
  TextFieldProps,
  'label' | 'required' | 'maxLength' | 'autoComplete' | 'error'
> {
  error: string | null;
  /** Told the message to show once the name is checked again. */
  onErrorChange: (error: string | null) => void;
}

/**
 * 'Schedule Name' as the create and edit dialogs ask for it: required, and once a message shows,
 * checked again on every keystroke so it goes away as soon as the name is fixed. The input takes
 * twice the limit so that an over-long name can be typed, and told off, rather than cut.
 */
export function ScheduleNameField({
  error,
  onErrorChange,
  onValueChange,
  ...field
}: ScheduleNameFieldProps) {
  return (
    <TextField
      {...field}
      label="Schedule Name"
      required
      error={error}
      maxLength={SCHEDULE_NAME_MAX * 2}
      autoComplete="off"
      onValueChange={(value) => {
        onValueChange(value);
        if (error) onErrorChange(validateScheduleName(value));
      }}
    />
  );
}
