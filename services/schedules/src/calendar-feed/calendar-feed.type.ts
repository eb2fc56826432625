import { Directive, Field, ID, ObjectType } from 'type-graphql';

/**
 * The feed's group as groups completes it (`name`): the key is a signed grant to read that one
 * group's name, since a feed is read signed out (kit calendar-group-grant.ts). Inaccessible: it
 * never leaves the gateway.
 */
@ObjectType()
@Directive('@key(fields: "groupGrant", resolvable: false)')
export class CalendarFeedGroup {
  @Field(() => String)
  @Directive('@inaccessible')
  groupGrant: string;
}

/** Issue 21: the viewer's private calendar feed of a group: the link calendar apps subscribe to. */
@ObjectType('CalendarFeed')
export class CalendarFeedLink {
  /** `<PUBLIC_URL>/api/calendar/<token>.ics`: anyone holding it sees the group's services. */
  @Field(() => String)
  url: string;

  /** When this link was made (a reset makes a new one). */
  @Field(() => Date)
  createdAt: Date;
}

@ObjectType()
export class CalendarFeedCreation {
  @Field(() => CalendarFeedLink)
  feed: CalendarFeedLink;

  /** False when the viewer already had a feed of the group (it is answered unchanged). */
  @Field(() => Boolean)
  created: boolean;
}

/** One service of a calendar feed: a schedule at one of its times, or on its day without one. */
@ObjectType()
export class CalendarService {
  @Field(() => ID)
  scheduleId: string;

  @Field(() => String)
  name: string;

  /** YYYY-MM-DD in the group's time zone. */
  @Field(() => String)
  serviceDate: string;

  /** 'HH:MM' in the group's time zone; null when the schedule has no times (all day). */
  @Field(() => String, { nullable: true })
  serviceTime: string | null;

  /** The service's start (the day's midnight in the group's zone when it has no time). */
  @Field(() => Date)
  startsAt: Date;
}

/** What a calendar feed shows: the group's services, earliest first (docs/usage-and-ccli.md). */
@ObjectType()
export class CalendarFeedServices {
  @Field(() => ID)
  groupId: string;

  /** The group, for its name (groups answers it through the grant). */
  @Field(() => CalendarFeedGroup)
  group: CalendarFeedGroup;

  /** The group's IANA time zone: the services' dates and times are local to it. */
  @Field(() => String)
  timeZone: string;

  /** From 12 months back on, at most 500. */
  @Field(() => [CalendarService])
  services: CalendarService[];
}
