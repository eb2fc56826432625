import { graphql } from '../__generated__';

// Typed documents: `npm run codegen` generates `src/__generated__/` from these strings.

export const RateScheduleDocument = graphql(`
  mutation RateSchedule($scheduleId: ID!, $rating: Int!) {
    rateSchedule(scheduleId: $scheduleId, rating: $rating) {
      id
      rating {
        averageRating
        totalVotes
      }
      viewerRating
    }
  }
`);
