import { useMutation } from '@apollo/client/react';
import { Field, Select } from '@worship/design-system';
import { useReportError, useToast } from '@worship/shell-contract';
import { SetGroupTimeZoneDocument } from './groups.graphql';

export const DEFAULT_TIME_ZONE_LABEL = 'Server default';
export const TIME_ZONE_SAVED = 'Time zone saved';
export const TIME_ZONE_FAILED = 'Failed to save the time zone. Please try again.';

/** The IANA zones this browser knows (its own list: the server checks the name again). */
const zones = (): string[] =>
  typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : ['UTC'];

export interface GroupTimeZoneProps {
  groupId: string;
  /** null: the deployment's default. */
  timeZone: string | null;
  /** Only the owner may change it (issue 21); others see it. */
  canEdit: boolean;
}

/**
 * Issue 21: the time zone the group's service dates and times are in. The owner picks it from
 * the zones the browser knows (saved at once); members see it.
 */
export function GroupTimeZone({ groupId, timeZone, canEdit }: GroupTimeZoneProps) {
  const { toast } = useToast();
  const reportError = useReportError();
  const [save, { loading }] = useMutation(SetGroupTimeZoneDocument);
  if (!canEdit) {
    return (
      <div>
        <dt>Time zone</dt>
        <dd>{timeZone ?? DEFAULT_TIME_ZONE_LABEL}</dd>
      </div>
    );
  }
  const options = zones();
  if (timeZone && !options.includes(timeZone)) options.unshift(timeZone);
  return (
    <Field label="Time zone" hint="Service dates and times of this group's schedules.">
      <Select
        value={timeZone ?? ''}
        disabled={loading}
        onChange={(event) => {
          const next = event.target.value || null;
          void save({ variables: { id: groupId, timeZone: next } }).then(
            () => toast({ title: 'Success', description: TIME_ZONE_SAVED }),
            (error: unknown) => reportError(error, TIME_ZONE_FAILED),
          );
        }}
      >
        <option value="">{DEFAULT_TIME_ZONE_LABEL}</option>
        {options.map((zone) => (
          <option key={zone} value={zone}>
            {zone}
          </option>
        ))}
      </Select>
    </Field>
  );
}
