import { EXCERPT_LENGTH, truncate } from '@worship/shell-contract';

/** Spec §2 schedule detail: the first two lyric lines, at most 150 characters together. */
export function firstLyricLines(
  excerpt: string | null | undefined,
  lines = 2,
  max = EXCERPT_LENGTH,
): string {
  const firstLines = (excerpt ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .slice(0, lines)
    .join('\n');
  return truncate(firstLines, max);
}
