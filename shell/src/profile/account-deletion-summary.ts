import { displayName } from '@worship/shell-contract';
import type { AccountDeletionPreviewQuery } from '../__generated__/graphql';

const count = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/**
 * What deleting the account does, one sentence per group and then the rest, as the deletion
 * dialog lists it before asking for the password (DESIGN §8: what others use stays).
 */
export function accountDeletionSummary(preview: AccountDeletionPreviewQuery): string[] {
  const lines = preview.accountDeletionPreview.map(({ outcome, group, newOwner }) => {
    const songs = group.songsCreatedByViewer;
    const stay = songs
      ? ` ${count(songs, 'song')} you created stay${songs === 1 ? 's' : ''} in its library.`
      : '';
    switch (outcome) {
      case 'TRANSFERRED':
        return `${group.name} passes to ${newOwner ? displayName(newOwner) : 'its longest-standing member'}.${stay}`;
      case 'DELETED':
        return `${group.name} has only you, so it will be deleted with its ${count(group.totalSchedules, 'schedule')}.`;
      default:
        return `You leave ${group.name}.${stay}`;
    }
  });
  const loose = preview.myUngroupedSongCount;
  if (loose > 0) {
    lines.push(
      `${count(loose, 'song')} you created in no group ${loose === 1 ? 'stays' : 'stay'}, so schedules that use ${loose === 1 ? 'it' : 'them'} keep working.`,
    );
  }
  lines.push(
    'Songs and schedules that stay show "Deleted user" as their creator. Your ratings are removed, and your sessions and API keys end.',
  );
  return lines;
}
