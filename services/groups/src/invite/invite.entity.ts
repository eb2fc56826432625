import { Entity, Index, ManyToOne, Property, Unique, type Opt } from '@mikro-orm/core';
import { CreatedAt, UuidEntity } from '@worship/subgraph-kit';
import { Group } from '../group/group.entity';

/**
 * An invite link. The raw token appears only in the link: the table keeps its SHA-256 (for
 * look-up) and a sealed copy (AES-GCM, key derived from the service secret) so the invite
 * dialog can show the current link again.
 */
@Entity({ tableName: 'invites' })
@Index({ name: 'invites_group_id_created_at_index', properties: ['groupId', 'createdAt'] })
export class Invite extends UuidEntity {
  @ManyToOne(() => Group, { mapToPk: true, fieldName: 'group_id', deleteRule: 'cascade' })
  groupId: string;

  @Unique({ name: 'invites_token_hash_unique' })
  @Property({ type: 'string', length: 64 })
  tokenHash: string;

  @Property({ type: 'text' })
  tokenSealed: string;

  @Property({ type: 'uuid' })
  createdBy: string;

  @CreatedAt()
  createdAt: Date & Opt;

  @Property({ type: 'timestamptz', defaultRaw: "now() + interval '3 days'" })
  expiresAt: Date & Opt;

  @Property({ type: 'timestamptz', nullable: true })
  revokedAt: (Date & Opt) | null = null;
}
