// Song import limits (docs/import-export.md): the import dialog checks them before it sends, the
// gateway and the songs service enforce them.

/** One file, decoded. */
export const IMPORT_FILE_SIZE_MAX = 512 * 1024;
export const IMPORT_FILES_MAX = 1000;
/** One `POST /api/songs/import` body. */
export const IMPORT_BODY_MAX_BYTES = 32 * 1024 * 1024;

export const IMPORT_FILE_TOO_LARGE = 'The file is larger than 512 KB';
export const IMPORT_TOO_MANY_FILES = `At most ${IMPORT_FILES_MAX.toLocaleString('en-US')} files can be imported at once`;
export const IMPORT_NO_FILES = 'Choose at least one file to import';

export const IMPORT_STATUSES = ['created', 'duplicate', 'replaced', 'error'] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];

export const DUPLICATE_ACTIONS = ['skip', 'replace', 'keep_both'] as const;
export type DuplicateAction = (typeof DUPLICATE_ACTIONS)[number];

export const EXPORT_FORMATS = ['openlyrics', 'chordpro'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
