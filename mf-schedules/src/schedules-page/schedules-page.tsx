import { useMutation, useQuery } from '@apollo/client/react';
import {
  Button,
  CalendarIcon,
  CardGrid,
  ConfirmDialog,
  EmptyState,
  GroupPicker,
  Input,
  LoadingCardGrid,
  PageHeader,
  PageStack,
  PlusIcon,
  Skeleton,
  StackedCard,
  VisuallyHidden,
  colors,
  fontSizes,
  media,
} from '@worship/design-system';
import {
  useActiveGroup,
  useGroups,
  useReportError,
  useToast,
  useHandleUnauthorized,
} from '@worship/shell-contract';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { EditScheduleDialog } from '../lib/edit-schedule-dialog';
import { SCHEDULE_LISTS, type ScheduleSummary } from '../lib/schedule.graphql';
import {
  DeleteScheduleDocument,
  ScheduleCreatorsDocument,
  SchedulesDocument,
} from './schedules.graphql';
import { useShareSchedule } from '../lib/use-share-schedule';
import { SCHEDULE_DELETE_FAILED } from '../lib/messages';
import { activeFilterCount, NO_FILTERS, parseFilters } from './schedule-filters';
import { CreateScheduleDialog } from './create-schedule-dialog';
import { ScheduleCard } from './schedule-card';
import { ScheduleFiltersPanel } from './schedule-filters-panel';

const Layout = styled.div`
  display: grid;
  gap: 1.5rem;
  align-items: start;
  ${media.lg} {
    grid-template-columns: minmax(13rem, 16rem) minmax(0, 1fr);
  }
`;

const Main = styled.section`
  display: grid;
  gap: 1rem;
  min-width: 0;
  h2 {
    font-size: ${fontSizes.xl};
    font-weight: 600;
  }
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  align-items: center;
  > :first-child {
    flex: 1 1 16rem;
  }
`;

const ErrorBox = styled.div`
  display: grid;
  gap: 0.5rem;
  justify-items: start;
  color: ${colors.destructive};
`;

function CardPlaceholder() {
  return (
    <StackedCard>
      <Skeleton $height="1.5rem" $width="70%" />
      <Skeleton $height="1rem" $width="30%" />
      <Skeleton $height="4rem" />
      <Skeleton $height="1rem" $width="50%" />
    </StackedCard>
  );
}

/** /schedules (spec §2 "Schedules page"): the selected group's schedules and what to do with them. */
export default function SchedulesPage() {
  const headingId = useId();
  const filtersId = useId();
  const { groups, loading: groupsLoading } = useGroups();
  const { activeGroupId, setActiveGroupId } = useActiveGroup();
  const { toast } = useToast();
  const reportError = useReportError();
  const share = useShareSchedule();

  const [search, setSearch] = useState('');
  const [draft, setDraft] = useState(NO_FILTERS);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [createOpen, setCreateOpen] = useState(false);
  const [editing, setEditing] = useState<ScheduleSummary | null>(null);
  const [deleting, setDeleting] = useState<ScheduleSummary | null>(null);

  // Spec §2: the first group by default; the shell's Active Group when it names one of them.
  const selectedGroup = groups.find((group) => group.id === activeGroupId) ?? groups[0] ?? null;
  const groupId = selectedGroup?.id ?? null;

  const { filter, errors } = parseFilters(draft);
  const list = useQuery(SchedulesDocument, {
    // Issue 21: `sort` only when chosen; the default order is the server's (last updated first).
    variables: { groupId: groupId ?? '', filter, ...(draft.sort ? { sort: draft.sort } : {}) },
    skip: !groupId,
  });
  const creators = useQuery(ScheduleCreatorsDocument, {
    variables: { groupId: groupId ?? '' },
    skip: !groupId,
  });
  const [deleteSchedule, deleteState] = useMutation(DeleteScheduleDocument, SCHEDULE_LISTS);

  useHandleUnauthorized(list.error);

  // While a list refreshes after a change (or new filters), the last one stays on screen.
  const previous = list.previousData?.schedules.every((s) => s.groupId === groupId)
    ? list.previousData
    : undefined;
  const data = list.data ?? previous;
  const schedules = data?.schedules ?? [];
  // Spec §2: the name search is client-side and case-insensitive.
  const needle = search.trim().toLowerCase();
  const shown = needle ? schedules.filter((s) => s.name.toLowerCase().includes(needle)) : schedules;
  const filterCount = activeFilterCount(filter);
  const narrowed = needle !== '' || filterCount > 0;

  async function confirmDelete(schedule: ScheduleSummary) {
    try {
      await deleteSchedule({ variables: { id: schedule.id } });
      toast({ title: 'Schedule deleted', description: `"${schedule.name}" has been deleted.` });
    } catch (error) {
      reportError(error, SCHEDULE_DELETE_FAILED);
      throw error; // keeps the confirmation open
    }
  }

  function renderSchedules() {
    if (!groupId) {
      return (
        <EmptyState
          headingAs="h2"
          icon={<CalendarIcon size={32} />}
          title="Select a Group"
          description="Choose a group to see and plan its schedules."
        />
      );
    }
    if (list.error && !data) {
      return (
        <ErrorBox role="alert">
          <p>Could not load schedules.</p>
          <Button variant="outline" size="sm" onClick={() => void list.refetch().catch(() => {})}>
            Retry
          </Button>
        </ErrorBox>
      );
    }
    if (list.loading && !data) {
      return <LoadingCardGrid status="Loading schedules..." placeholder={<CardPlaceholder />} />;
    }
    if (shown.length === 0) {
      return narrowed ? (
        <EmptyState
          icon={<CalendarIcon size={32} />}
          title="No schedules found"
          description="Try adjusting your search terms or filters"
        />
      ) : (
        <EmptyState
          icon={<CalendarIcon size={32} />}
          title="No schedules yet"
          description="Create your first schedule to plan the songs for a service."
          action={
            <Button icon={<PlusIcon />} onClick={() => setCreateOpen(true)}>
              Create Your First Schedule
            </Button>
          }
        />
      );
    }
    return (
      <CardGrid aria-labelledby={headingId} aria-busy={list.loading || undefined}>
        {shown.map((schedule) => (
          <li key={schedule.id}>
            <ScheduleCard
              schedule={schedule}
              onShare={(s) => void share({ shareToken: s.shareToken })}
              onEdit={setEditing}
              onDelete={setDeleting}
            />
          </li>
        ))}
      </CardGrid>
    );
  }

  return (
    <PageStack>
      <PageHeader
        title="Schedules"
        description="Plan, order and share the songs for your services"
        actions={
          <Button icon={<PlusIcon />} disabled={!groupId} onClick={() => setCreateOpen(true)}>
            Create Schedule
          </Button>
        }
      />
      <Layout>
        <GroupPicker
          label="Groups"
          options={groups}
          loading={groupsLoading}
          empty={
            <>
              You are not in any group yet. <Link to="/groups">Create or join a group</Link> to plan
              schedules.
            </>
          }
          value={groupId}
          onChange={setActiveGroupId}
        />
        <Main aria-labelledby={headingId}>
          <h2 id={headingId}>{selectedGroup ? selectedGroup.name : 'Schedules'}</h2>
          {groupId && (
            <>
              <Toolbar role="search" aria-label="Schedules">
                <div>
                  <VisuallyHidden as="label" htmlFor={`${filtersId}-search`}>
                    Search schedules by name
                  </VisuallyHidden>
                  <Input
                    id={`${filtersId}-search`}
                    type="search"
                    placeholder="Search schedules..."
                    value={search}
                    onChange={(event) => setSearch(event.target.value)}
                  />
                </div>
                <Button
                  variant="outline"
                  aria-expanded={filtersOpen}
                  aria-controls={filtersOpen ? filtersId : undefined}
                  onClick={() => setFiltersOpen((open) => !open)}
                >
                  {filterCount > 0 ? `Filters (${filterCount})` : 'Filters'}
                </Button>
              </Toolbar>
              {filtersOpen && (
                <ScheduleFiltersPanel
                  id={filtersId}
                  draft={draft}
                  errors={errors}
                  onChange={setDraft}
                  creators={creators.data?.scheduleCreators ?? []}
                />
              )}
            </>
          )}
          {renderSchedules()}
        </Main>
      </Layout>

      <CreateScheduleDialog open={createOpen} onOpenChange={setCreateOpen} groupId={groupId} />
      {editing && (
        <EditScheduleDialog
          schedule={editing}
          open
          onOpenChange={(open) => {
            if (!open) setEditing(null);
          }}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        title="Delete Schedule"
        description={
          deleting
            ? `Are you sure you want to delete "${deleting.name}"? This action cannot be undone and will remove all songs from this schedule.`
            : ''
        }
        confirmLabel="Delete"
        destructive
        loading={deleteState.loading}
        onConfirm={() => (deleting ? confirmDelete(deleting) : undefined)}
      />
    </PageStack>
  );
}
