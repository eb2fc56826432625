import { describe, expect, it } from 'vitest';
import {
  DATE_ORDER_MESSAGE,
  MAX_BELOW_MIN_MESSAGE,
  NO_FILTERS,
  parseFilters,
  WHOLE_NUMBER_MESSAGE,
} from './schedule-filters';

const parse = (patch: Partial<typeof NO_FILTERS>) => parseFilters({ ...NO_FILTERS, ...patch });

describe('parseFilters (spec §2 advanced filters)', () => {
  it('sends nothing when every control is empty', () => {
    expect(parse({})).toEqual({ filter: {}, errors: {} });
  });

  it('sends every valid bound, song counts as whole numbers', () => {
    expect(
      parse({
        dateFrom: '2026-11-01',
        dateTo: '2026-11-30',
        songCountMin: '0',
        songCountMax: ' 12 ',
        createdBy: 'user-2',
        minRating: '4',
      }),
    ).toEqual({
      filter: {
        dateFrom: '2026-11-01',
        dateTo: '2026-11-30',
        songCountMin: 0,
        songCountMax: 12,
        createdBy: 'user-2',
        minRating: 4,
      },
      errors: {},
    });
  });

  it('clears a song-count bound when its input is emptied', () => {
    expect(parse({ songCountMin: '', songCountMax: '   ' })).toEqual({ filter: {}, errors: {} });
  });

  it.each(['-1', '1.5', 'abc', '2e3', '99999999999'])(
    'refuses %j as a song count: a message, and the bound is not sent',
    (text) => {
      const result = parse({ songCountMin: text, songCountMax: text });
      expect(result.filter).toEqual({});
      expect(result.errors).toEqual({
        songCountMin: WHOLE_NUMBER_MESSAGE,
        songCountMax: WHOLE_NUMBER_MESSAGE,
      });
    },
  );

  it('keeps the valid bound when only the other one is invalid', () => {
    expect(parse({ songCountMin: '3', songCountMax: 'x' })).toEqual({
      filter: { songCountMin: 3 },
      errors: { songCountMax: WHOLE_NUMBER_MESSAGE },
    });
  });

  it('refuses a maximum below the minimum and an end date before the start date', () => {
    expect(parse({ songCountMin: '5', songCountMax: '2' })).toEqual({
      filter: { songCountMin: 5 },
      errors: { songCountMax: MAX_BELOW_MIN_MESSAGE },
    });
    expect(parse({ dateFrom: '2026-11-10', dateTo: '2026-11-01' })).toEqual({
      filter: { dateFrom: '2026-11-10' },
      errors: { dateTo: DATE_ORDER_MESSAGE },
    });
  });

  it('takes a minimum rating from 1 to 5 only', () => {
    expect(parse({ minRating: '1' }).filter).toEqual({ minRating: 1 });
    expect(parse({ minRating: '5' }).filter).toEqual({ minRating: 5 });
    expect(parse({ minRating: '6' }).filter).toEqual({});
    expect(parse({ minRating: '0' }).filter).toEqual({});
  });
});

describe('service date bounds (issue 21)', () => {
  it('sends valid service bounds, and says what is wrong with the others', () => {
    expect(parse({ serviceFrom: '2026-11-01', serviceTo: '2026-11-30' })).toEqual({
      filter: { serviceFrom: '2026-11-01', serviceTo: '2026-11-30' },
      errors: {},
    });
    expect(parse({ serviceFrom: '2026-11-30', serviceTo: '2026-11-01' })).toEqual({
      filter: { serviceFrom: '2026-11-30' },
      errors: { serviceTo: DATE_ORDER_MESSAGE },
    });
    expect(parse({ serviceFrom: '2026-02-30' }).errors).toEqual({
      serviceFrom: 'Enter a valid date',
    });
    // The order is not a filter: it never counts as one.
    expect(parse({ sort: 'SERVICE_DATE_ASC' }).filter).toEqual({});
  });
});
