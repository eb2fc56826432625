// Spec §8, exact strings: every toast mf-schedules raises.

export const SCHEDULE_CREATE_FAILED = 'Failed to create schedule. Please try again.';
export const SCHEDULE_UPDATE_FAILED = 'Failed to update schedule. Please try again.';
export const SCHEDULE_DELETE_FAILED = 'Failed to delete schedule. Please try again.';
export const SONG_ADD_FAILED = 'Failed to add song to schedule. Please try again.';
export const SONGS_ADD_FAILED = 'Failed to add songs to schedule. Please try again.';
export const SONG_REMOVE_FAILED = 'Failed to remove song. Please try again.';
export const REORDER_FAILED = 'Failed to reorder songs. Please try again.';

export const SONG_ADDED = 'Song added to schedule!';
export const songsAdded = (n: number) => `${n} song(s) added to schedule!`;
export const SCHEDULE_UPDATED = 'Schedule updated successfully!';
export const SONG_REMOVED = 'Song removed from schedule!';

export const RATING_SUBMITTED = {
  title: 'Rating submitted',
  description: 'Thank you for rating this schedule!',
};
export const RATING_FAILED = {
  title: 'Rating failed',
  description: 'Unable to submit your rating. Please try again.',
  variant: 'destructive' as const,
};

export const SCHEDULE_LINK_COPIED = {
  title: 'Link copied',
  description: 'Schedule link has been copied to your clipboard!',
};

/** Not in the spec's catalogue: a song that is already in the schedule (409 from the server). */
export const ALREADY_IN_SCHEDULE = {
  title: 'Already in schedule',
  description: 'This song is already in the selected schedule.',
};

export const SCHEDULE_NOT_FOUND =
  "The schedule you're looking for doesn't exist or you don't have permission to view it.";
export const SHARED_SCHEDULE_INVALID =
  'This schedule link is invalid, expired, or the schedule is not publicly accessible.';
