import { registerEnumType } from 'type-graphql';

/** Shown as a badge only; ownership (the group's creator) is what grants rights. */
export enum GroupRole {
  admin = 'admin',
  member = 'member',
}

registerEnumType(GroupRole, { name: 'GroupRole' });
