import 'reflect-metadata';
import { Directive, Field, ID, ObjectType } from 'type-graphql';
import { requireUserId, type SubgraphContext } from './context';
import { requireGroupOf } from './group-access';
import type { ViewerGroupIds } from './membership-client';

/**
 * The groups service's `Group`, as a service that contributes fields to it declares it: songs
 * and schedules add the statistics of the data they own (DESIGN §1). List it in the schema's
 * `orphanedTypes` and resolve its fields with `@Resolver(() => GroupReference)`.
 */
@ObjectType('Group')
@Directive('@key(fields: "id")')
export class GroupReference {
  @Field(() => ID)
  id: string;
}

/**
 * A stub of identity's `User` for the services that point at users (members, creators): they
 * know the id, identity resolves the rest. List it in the schema's `orphanedTypes`.
 */
@ObjectType('User')
@Directive('@key(fields: "id", resolvable: false)')
export class UserReference {
  @Field(() => ID)
  id: string;
}

/**
 * Resolves `Group` references for members only: the group's id (lower-cased) when the viewer
 * belongs to it; anonymous viewers are UNAUTHENTICATED and anyone else NOT_FOUND "Group not
 * found" (the gateway only asks for groups that groups answered: this is the service's own check).
 */
export function memberGroupReferenceResolvers(viewerGroupIds: ViewerGroupIds) {
  return {
    Group: {
      async __resolveReference(
        reference: { id: string },
        context: SubgraphContext,
      ): Promise<GroupReference> {
        requireUserId(context);
        return { id: requireGroupOf({ groupIds: await viewerGroupIds(context) }, reference.id) };
      },
    },
  };
}
