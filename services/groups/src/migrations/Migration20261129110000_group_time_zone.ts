import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 21: a group's IANA time zone, in which its services are dated and timed. Null: the
 * deployment's default (the schedules service's STATS_TIME_ZONE, UTC unless set).
 */
export class Migration20261129110000_group_time_zone extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "groups"."groups" add column "time_zone" varchar(64) null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "groups"."groups" drop column if exists "time_zone";`);
  }
}
