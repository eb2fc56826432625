/**
 * Spec §3/§4 "Browser storage": the id of the last-edited schedule is stored on update and
 * reused for quick adds (the song view dialog's picker starts on it).
 */
export const LAST_EDITED_SCHEDULE_KEY = 'worship-planner:last-edited-schedule';

export function rememberLastEditedSchedule(id: string): void {
  try {
    window.localStorage.setItem(LAST_EDITED_SCHEDULE_KEY, id);
  } catch {
    // storage full or disabled: quick adds just start without a default
  }
}

export function lastEditedSchedule(): string | null {
  try {
    return window.localStorage.getItem(LAST_EDITED_SCHEDULE_KEY);
  } catch {
    return null;
  }
}
