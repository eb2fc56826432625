import { buildFederatedSchema, UserReference } from '@worship/subgraph-kit';
import type { GraphQLSchema } from 'graphql';
import {
  CalendarFeedGroupReference,
  calendarFeedGroupReferenceResolvers,
  createCalendarFeedGroupResolver,
} from './group/calendar-feed-group.reference';
import { groupReferenceResolvers } from './group/group.reference';
import { GroupResolver } from './group/group.resolver';
import { createInviteResolver } from './invite/invite.resolver';
import type { InviteSettings } from './invite/invite.service';
import { AccountDeletionResolver } from './member/account-deletion.resolver';
import { MemberResolver } from './member/member.resolver';

export function buildGroupsSchema(settings: InviteSettings): Promise<GraphQLSchema> {
  return buildFederatedSchema({
    resolvers: [
      GroupResolver,
      MemberResolver,
      createInviteResolver(settings),
      AccountDeletionResolver,
      createCalendarFeedGroupResolver(settings.secret),
    ],
    orphanedTypes: [UserReference, CalendarFeedGroupReference],
    referenceResolvers: {
      ...groupReferenceResolvers,
      ...calendarFeedGroupReferenceResolvers,
    } as never,
  });
}
