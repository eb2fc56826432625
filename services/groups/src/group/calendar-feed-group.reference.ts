import { isUuid, verifyCalendarGroupGrant, type SubgraphContext } from '@worship/subgraph-kit';
import { Ctx, Directive, Field, FieldResolver, ObjectType, Resolver, Root } from 'type-graphql';
import { groupLoaders } from './group.loaders';

/**
 * Schedules' `CalendarFeedGroup` (issue 21, a member's calendar feed), to which groups
 * contributes `name`: a feed is read signed out by calendar apps and names its calendar after the
 * group. The key is schedules' signed `groupGrant` (kit calendar-group-grant.ts), inaccessible to
 * clients; it opens that one group's name and nothing else.
 */
@ObjectType('CalendarFeedGroup')
@Directive('@key(fields: "groupGrant")')
export class CalendarFeedGroupReference {
  @Field(() => String)
  @Directive('@inaccessible')
  groupGrant: string;
}

export function createCalendarFeedGroupResolver(
  /** VIEWER_SIGNING_SECRET: schedules signs the grants with it. */
  secret: string,
) {
  @Resolver(() => CalendarFeedGroupReference)
  class CalendarFeedGroupResolver {
    /** The granted group's name; null without a valid grant or once the group is gone. */
    @FieldResolver(() => String, { nullable: true })
    async name(
      @Root() reference: CalendarFeedGroupReference,
      @Ctx() ctx: SubgraphContext,
    ): Promise<string | null> {
      const groupId = verifyCalendarGroupGrant(reference.groupGrant, secret);
      if (!groupId || !isUuid(groupId)) return null;
      const group = await groupLoaders(ctx).byId.load(groupId.toLowerCase());
      return group?.name ?? null;
    }
  }
  return CalendarFeedGroupResolver;
}

/** The representation carries all there is: the grant. */
export const calendarFeedGroupReferenceResolvers = {
  CalendarFeedGroup: {
    __resolveReference: (reference: { groupGrant: string }): CalendarFeedGroupReference => ({
      groupGrant: reference.groupGrant,
    }),
  },
};
