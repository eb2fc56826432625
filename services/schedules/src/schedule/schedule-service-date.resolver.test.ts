import { dayIn } from '@worship/common';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ANON,
  codeOf,
  newUser,
  startSchedulesService,
  type SchedulesService,
} from '../test/harness';

/* Issue 21: a schedule's service date and times through the graph. */

let svc: SchedulesService;
beforeAll(async () => {
  svc = await startSchedulesService('schedules_service_date');
});
afterAll(() => svc?.close());

const FIELDS = 'id serviceDate serviceTimes timeZone';
const CREATE = `mutation($groupId: ID!, $input: ScheduleInput!) {
  createSchedule(groupId: $groupId, input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation($id: ID!, $input: ScheduleInput!) {
  updateSchedule(id: $id, input: $input) { ${FIELDS} } }`;
const LIST = `query($groupId: ID!, $filter: ScheduleFilter, $sort: ScheduleSort) {
  schedules(groupId: $groupId, filter: $filter, sort: $sort) { name serviceDate serviceTimes } }`;

describe('service date and times', () => {
  it('stores the date and the times, each once and earliest first', async () => {
    const me = newUser();
    const groupId = svc.group(me);
    const { createSchedule } = await svc.ok(
      CREATE,
      {
        groupId,
        input: {
          name: 'Easter',
          serviceDate: '2027-03-28',
          serviceTimes: ['11:00', ' 09:00', '11:00'],
        },
      },
      me,
    );
    expect(createSchedule).toMatchObject({
      serviceDate: '2027-03-28',
      serviceTimes: ['09:00', '11:00'],
      timeZone: 'UTC',
    });
    const [row] = await svc.rows(
      `select to_char("service_date", 'YYYY-MM-DD') as d, "service_times" as t from "schedules"."schedules" where "id" = $1`,
      [createSchedule.id],
    );
    expect(row).toEqual({ d: '2027-03-28', t: ['09:00', '11:00'] });
  });

  it('dates a schedule created without a date today (the group zone: UTC by default)', async () => {
    const me = newUser();
    const groupId = svc.group(me);
    const before = dayIn(new Date(), 'UTC');
    const { createSchedule } = await svc.ok(CREATE, { groupId, input: { name: 'Today' } }, me);
    expect([before, dayIn(new Date(), 'UTC')]).toContain(createSchedule.serviceDate);
    expect(createSchedule.serviceTimes).toEqual([]);
  });

  it('moves the service on edit, keeping what is absent; [] clears the times', async () => {
    const me = newUser();
    const groupId = svc.group(me);
    const { id } = await svc.createSchedule(me, groupId, {
      name: 'Sunday',
      serviceDate: '2027-01-03',
      serviceTimes: ['10:00'],
    });
    expect(
      (await svc.ok(UPDATE, { id, input: { serviceDate: '2027-01-10' } }, me)).updateSchedule,
    ).toMatchObject({ serviceDate: '2027-01-10', serviceTimes: ['10:00'] });
    expect(
      (await svc.ok(UPDATE, { id, input: { serviceTimes: ['18:30', '08:00'] } }, me))
        .updateSchedule,
    ).toMatchObject({ serviceDate: '2027-01-10', serviceTimes: ['08:00', '18:30'] });
    expect(
      (await svc.ok(UPDATE, { id, input: { name: 'Renamed' } }, me)).updateSchedule,
    ).toMatchObject({ serviceDate: '2027-01-10', serviceTimes: ['08:00', '18:30'] });
    expect(
      (await svc.ok(UPDATE, { id, input: { serviceTimes: [] } }, me)).updateSchedule,
    ).toMatchObject({ serviceTimes: [] });
  });

  it.each([
    [{ serviceDate: '2027-02-30' }, 'serviceDate', 'Service date must be a date (YYYY-MM-DD)'],
    [{ serviceDate: '28/03/2027' }, 'serviceDate', 'Service date must be a date (YYYY-MM-DD)'],
    [
      { serviceTimes: ['9:00'] },
      'serviceTimes',
      'Service times must be times of day (HH:MM, 00:00 to 23:59)',
    ],
    [
      { serviceTimes: ['24:00'] },
      'serviceTimes',
      'Service times must be times of day (HH:MM, 00:00 to 23:59)',
    ],
    [
      {
        serviceTimes: Array.from({ length: 11 }, (_, i) => `${String(i + 8).padStart(2, '0')}:00`),
      },
      'serviceTimes',
      'A schedule has at most 10 service times',
    ],
  ])(
    'refuses %j on create and edit with the message, changing nothing',
    async (input, field, message) => {
      const me = newUser();
      const groupId = svc.group(me);
      const { id } = await svc.createSchedule(me, groupId, {
        name: 'Kept',
        serviceDate: '2027-05-02',
      });
      const before = await svc.snapshot();
      for (const result of [
        await svc.gql(CREATE, { groupId, input: { name: 'New', ...input } }, me),
        await svc.gql(UPDATE, { id, input }, me),
      ]) {
        expect(codeOf(result)).toBe('BAD_USER_INPUT');
        expect(result.errors?.[0]?.message).toBe(message);
        expect(result.errors?.[0]?.extensions?.fieldErrors).toEqual({ [field]: message });
      }
      expect(await svc.snapshot()).toEqual(before);
    },
  );

  it('refuses a non-member and an anonymous caller a change of date', async () => {
    const me = newUser();
    const groupId = svc.group(me, newUser());
    const { id } = await svc.createSchedule(me, groupId, {
      name: 'Ours',
      serviceDate: '2027-05-02',
    });
    const before = await svc.snapshot();
    const outsider = await svc.gql(UPDATE, { id, input: { serviceDate: '2027-06-06' } }, newUser());
    expect(codeOf(outsider)).toBe('NOT_FOUND');
    const anonymous = await svc.gql(UPDATE, { id, input: { serviceDate: '2027-06-06' } }, ANON);
    expect(codeOf(anonymous)).toBe('UNAUTHENTICATED');
    expect(await svc.snapshot()).toEqual(before);
  });

  it('sorts and filters the list by service date', async () => {
    const me = newUser();
    const groupId = svc.group(me);
    const make = (name: string, serviceDate: string, serviceTimes: string[] = []) =>
      svc.createSchedule(me, groupId, { name, serviceDate, serviceTimes });
    await make('B', '2027-02-07', ['11:00']);
    await make('A', '2027-01-31');
    await make('C', '2027-02-07', ['09:00']);
    await make('D', '2027-02-14');
    const names = async (variables: Record<string, unknown>) =>
      (await svc.ok(LIST, { groupId, ...variables }, me)).schedules.map(
        (s: { name: string }) => s.name,
      );
    expect(await names({ sort: 'SERVICE_DATE_ASC' })).toEqual(['A', 'C', 'B', 'D']);
    expect(await names({ sort: 'SERVICE_DATE_DESC' })).toEqual(['D', 'B', 'C', 'A']);
    // Default: the latest change first.
    expect(await names({})).toEqual(['D', 'C', 'A', 'B']);
    expect(
      await names({
        sort: 'SERVICE_DATE_ASC',
        filter: { serviceFrom: '2027-02-01', serviceTo: '2027-02-07' },
      }),
    ).toEqual(['C', 'B']);
    const refused = await svc.gql(LIST, { groupId, filter: { serviceFrom: 'soon' } }, me);
    expect(codeOf(refused)).toBe('BAD_USER_INPUT');
    expect(refused.errors?.[0]?.message).toBe('serviceFrom must be a date (YYYY-MM-DD)');
  });
});
