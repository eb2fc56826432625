import { SECTION_ORDER_MAX } from './section-rules';
import { STANZAS_MAX } from './song-rules';
import { tooLongMessage } from './too-long';

/** Spec §5 / §9: schedule names, as the schedules service and the schedule dialogs check them. */
export const SCHEDULE_NAME_MAX = 100;
export const SCHEDULE_NAME_REQUIRED = 'Schedule name is required';
export const SCHEDULE_NAME_TOO_LONG = tooLongMessage('Name', SCHEDULE_NAME_MAX);

/**
 * Issue 20: an entry's own section order (the arrangement), as the schedules service checks it:
 * up to SECTION_ORDER_MAX stanza numbers (1-based, repeats allowed), each within a song's
 * STANZAS_MAX. The service does not know the song's stanza count: views skip numbers beyond it.
 */
export const ENTRY_SECTION_ORDER_MAX = SECTION_ORDER_MAX;
export const ENTRY_SECTION_NUMBER_MAX = STANZAS_MAX;
export const ENTRY_SECTION_ORDER_MESSAGE = `Section order must be at most ${ENTRY_SECTION_ORDER_MAX} stanza numbers, each from 1 to ${ENTRY_SECTION_NUMBER_MAX}`;

/** Issue 20, Sunday mode: what a leader may show (the live session's `section` and `screen`). */
export const LIVE_SECTION_MAX = ENTRY_SECTION_ORDER_MAX - 1;
export const LIVE_SECTION_MESSAGE = `Section must be a whole number from 0 to ${LIVE_SECTION_MAX}`;
export const LIVE_SCREEN_MESSAGE = 'Screen must be one of SECTION, TITLE, BLANK, BLACK';
export const LIVE_CONTROL_ID_MESSAGE = 'controlId must be 8 to 64 letters, digits, - or _';
