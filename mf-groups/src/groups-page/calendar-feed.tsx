import type { ApolloCache } from '@apollo/client';
import { useMutation, useQuery } from '@apollo/client/react';
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  ConfirmDialog,
  CopyIcon,
  Field,
  IconButton,
  Input,
} from '@worship/design-system';
import { COPY_LINK_FAILED, useCopy, useReportError, useToast } from '@worship/shell-contract';
import styled from 'styled-components';
import {
  CreateCalendarFeedDocument,
  GroupCalendarFeedDocument,
  ResetCalendarFeedDocument,
  RevokeCalendarFeedDocument,
} from './calendar-feed.graphql';

export const CALENDAR_FEED_EXPLANATION =
  "Subscribe to this link in Google Calendar, Apple Calendar or Outlook to see this group's services. Anyone with the link can see them.";
export const CALENDAR_FEED_FAILED = 'Could not change the calendar link. Please try again.';
export const CALENDAR_FEED_RESET =
  'A new calendar link was made. Calendars subscribed to the old link stop updating.';
export const CALENDAR_FEED_OFF = 'The calendar link is turned off.';

const Row = styled.div`
  display: flex;
  align-items: flex-end;
  gap: 0.5rem;
  & > :first-child {
    flex: 1;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin-top: 0.75rem;
`;

type Feed = { url: string; createdAt: string } | null;

/**
 * Issue 21: the viewer's own private calendar feed of the group: made on request, copied into a
 * calendar app, reset (the old link stops working) or turned off. Each member has their own.
 */
export function CalendarFeedSection({ groupId }: { groupId: string }) {
  const { toast } = useToast();
  const copy = useCopy();
  const reportError = useReportError();
  const { data, loading } = useQuery(GroupCalendarFeedDocument, { variables: { id: groupId } });
  const feed = data?.group?.calendarFeed ?? null;

  // The mutations answer a feed without an id: the group's field is set by hand.
  const setFeed = (cache: ApolloCache, next: Feed) => updateFeed(cache, groupId, next);
  const [create, creating] = useMutation(CreateCalendarFeedDocument, {
    update: (cache, result) => setFeed(cache, result.data?.createCalendarFeed.feed ?? null),
  });
  const [reset, resetting] = useMutation(ResetCalendarFeedDocument, {
    update: (cache, result) => setFeed(cache, result.data?.resetCalendarFeed ?? null),
  });
  const [revoke, revoking] = useMutation(RevokeCalendarFeedDocument, {
    update: (cache) => setFeed(cache, null),
  });
  const variables = { groupId };

  return (
    <Card as="section" aria-labelledby="mf-groups-calendar-feed-title">
      <CardHeader>
        <CardTitle id="mf-groups-calendar-feed-title">Calendar feed</CardTitle>
        <CardDescription>{CALENDAR_FEED_EXPLANATION}</CardDescription>
      </CardHeader>
      <CardContent>
        {!feed ? (
          <Button
            loading={creating.loading}
            disabled={loading}
            onClick={() =>
              void create({ variables }).catch((error: unknown) =>
                reportError(error, CALENDAR_FEED_FAILED),
              )
            }
          >
            Get calendar link
          </Button>
        ) : (
          <>
            <Row>
              <Field label="Calendar link">
                <Input
                  readOnly
                  value={feed.url}
                  onFocus={(event) => event.currentTarget.select()}
                />
              </Field>
              <IconButton
                aria-label="Copy link"
                variant="outline"
                onClick={() =>
                  void copy(feed.url, {
                    success: {
                      title: 'Link copied',
                      description: 'Calendar link has been copied to your clipboard!',
                    },
                    failure: COPY_LINK_FAILED,
                  })
                }
              >
                <CopyIcon />
              </IconButton>
            </Row>
            <Actions>
              <ConfirmDialog
                title="Reset the calendar link?"
                description="You get a new link. Calendars subscribed to the old link stop updating: subscribe again with the new one."
                confirmLabel="Reset link"
                destructive
                loading={resetting.loading}
                onConfirm={() =>
                  reset({ variables }).then(
                    () => toast({ title: 'Link reset', description: CALENDAR_FEED_RESET }),
                    (error: unknown) => {
                      reportError(error, CALENDAR_FEED_FAILED);
                      throw error;
                    },
                  )
                }
                trigger={
                  <Button variant="outline" size="sm">
                    Reset link
                  </Button>
                }
              />
              <Button
                variant="outline"
                size="sm"
                loading={revoking.loading}
                onClick={() =>
                  void revoke({ variables }).then(
                    () => toast({ title: 'Calendar link off', description: CALENDAR_FEED_OFF }),
                    (error: unknown) => reportError(error, CALENDAR_FEED_FAILED),
                  )
                }
              >
                Turn off
              </Button>
            </Actions>
          </>
        )}
      </CardContent>
    </Card>
  );
}

function updateFeed(cache: ApolloCache, groupId: string, feed: Feed) {
  cache.modify({
    id: cache.identify({ __typename: 'Group', id: groupId }),
    fields: { calendarFeed: () => (feed ? { __typename: 'CalendarFeed', ...feed } : null) },
  });
}
