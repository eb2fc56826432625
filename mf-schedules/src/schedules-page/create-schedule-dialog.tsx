import { useMutation } from '@apollo/client/react';
import { Button, Dialog, DialogFormActions, colors, fontSizes } from '@worship/design-system';
import { useReportError, useToast } from '@worship/shell-contract';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { SCHEDULE_LISTS } from '../lib/schedule.graphql';
import { CreateScheduleDocument } from './schedules.graphql';
import { SCHEDULE_CREATE_FAILED } from '../lib/messages';
import { generateScheduleName, validateScheduleName } from '../lib/schedule-name';
import { ScheduleNameField } from '../lib/schedule-name-field';
import { useResetOnOpen } from '../lib/use-reset-on-open';
import { dayAsDate, localDay, parseServiceWhen } from '../lib/service-when';
import { ServiceWhenFields } from '../lib/service-when-fields';

const NameRow = styled.div`
  display: grid;
  gap: 0.5rem;
  justify-items: start;
  > .name-field {
    justify-self: stretch;
  }
`;

const Note = styled.p`
  font-size: ${fontSizes.sm};
  color: ${colors.destructive};
`;

export interface CreateScheduleDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The selected group; without one the dialog cannot submit (spec §5). */
  groupId: string | null;
  /** Told the new schedule's id once it exists. */
  onCreated?: (id: string) => void;
  /** Today: the default service date, and 'Generate Name' without one (tests pin it). */
  today?: () => Date;
}

/** Spec §2 "Create New Schedule": a name (typed or generated) for the selected group. */
export function CreateScheduleDialog({
  open,
  onOpenChange,
  groupId,
  onCreated,
  today = () => new Date(),
}: CreateScheduleDialogProps) {
  const { toast } = useToast();
  const reportError = useReportError();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [serviceDate, setServiceDate] = useState('');
  const [serviceTimes, setServiceTimes] = useState('');
  const [whenErrors, setWhenErrors] = useState({
    dateError: null as string | null,
    timesError: null as string | null,
  });
  const [create, { loading }] = useMutation(CreateScheduleDocument, SCHEDULE_LISTS);

  useResetOnOpen(open, () => {
    setName('');
    setError(null);
    setServiceDate(localDay(today()));
    setServiceTimes('');
    setWhenErrors({ dateError: null, timesError: null });
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!groupId) return;
    const message = validateScheduleName(name);
    setError(message);
    const when = parseServiceWhen(serviceDate, serviceTimes);
    setWhenErrors(when.ok ? { dateError: null, timesError: null } : when);
    if (message || !when.ok) return;
    try {
      const result = await create({
        variables: {
          groupId,
          input: {
            name: name.trim(),
            serviceDate: when.serviceDate,
            serviceTimes: when.serviceTimes,
          },
        },
      });
      const created = result.data?.createSchedule;
      toast({ title: 'Schedule created', description: `"${name.trim()}" is ready for songs.` });
      onOpenChange(false);
      if (created) onCreated?.(created.id);
    } catch (failure) {
      reportError(failure, SCHEDULE_CREATE_FAILED);
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Create New Schedule"
      description="Name the service; you can add songs once the schedule exists."
      footer={
        <DialogFormActions
          form="create-schedule-form"
          disabled={!groupId}
          loading={loading}
          submitLabel="Create Schedule"
        />
      }
    >
      <form
        id="create-schedule-form"
        onSubmit={(event) => void submit(event)}
        noValidate
        style={{ display: 'grid', gap: '1rem' }}
      >
        <NameRow>
          <ScheduleNameField
            className="name-field"
            placeholder="e.g. Sunday Morning Worship"
            value={name}
            onValueChange={setName}
            error={error}
            onErrorChange={setError}
          />
          <Button
            variant="outline"
            size="sm"
            onClick={() => {
              // Spec §2's wording, on the service's date (issue 21); today's while none is valid.
              const when = parseServiceWhen(serviceDate, '');
              setName(generateScheduleName(when.ok ? dayAsDate(when.serviceDate) : today()));
              setError(null);
            }}
          >
            Generate Name
          </Button>
        </NameRow>
        <ServiceWhenFields
          date={serviceDate}
          times={serviceTimes}
          dateError={whenErrors.dateError}
          timesError={whenErrors.timesError}
          onDateChange={setServiceDate}
          onTimesChange={setServiceTimes}
        />
      </form>
      {!groupId && <Note>Select a group first: a schedule belongs to a group.</Note>}
    </Dialog>
  );
}
