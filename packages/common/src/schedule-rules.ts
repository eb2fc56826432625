import { tooLongMessage } from './too-long';

/** Spec §5 / §9: schedule names, as the schedules service and the schedule dialogs check them. */
export const SCHEDULE_NAME_MAX = 100;
export const SCHEDULE_NAME_REQUIRED = 'Schedule name is required';
export const SCHEDULE_NAME_TOO_LONG = tooLongMessage('Name', SCHEDULE_NAME_MAX);
