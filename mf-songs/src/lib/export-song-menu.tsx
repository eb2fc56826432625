import {
  Button,
  ChevronDownIcon,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@worship/design-system';
import styled from 'styled-components';

/** The song's file in each export format (GET /api/songs/:id/export, docs/rest.md). */
export const SONG_EXPORT_FORMATS = [
  { format: 'openlyrics', label: 'OpenLyrics (.xml)' },
  { format: 'chordpro', label: 'ChordPro (.cho)' },
] as const;

export function songExportUrl(songId: string, format: string): string {
  return `/api/songs/${encodeURIComponent(songId)}/export?format=${format}`;
}

const ItemLink = styled.a`
  text-decoration: none;
`;

/**
 * "Export" in the song view: a menu of the song's file formats, each a download link. Radix
 * gives the keyboard: Enter, Space or the arrow keys open it, the arrows move, Enter downloads,
 * Escape closes it and focus returns to the button.
 */
export function ExportSongMenu({ songId }: { songId: string }) {
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button variant="outline">
          Export
          <ChevronDownIcon size={16} />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        {SONG_EXPORT_FORMATS.map(({ format, label }) => (
          <DropdownMenuItem key={format} asChild>
            <ItemLink href={songExportUrl(songId, format)} download>
              {label}
            </ItemLink>
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
