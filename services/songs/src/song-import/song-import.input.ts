import {
  DUPLICATE_ACTIONS,
  EXPORT_FORMATS,
  IMPORT_FILES_MAX,
  IMPORT_NO_FILES,
  IMPORT_TOO_MANY_FILES,
} from '@worship/common';
import { Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { z } from 'zod';

export enum DuplicateAction {
  SKIP = 'skip',
  REPLACE = 'replace',
  KEEP_BOTH = 'keep_both',
}
registerEnumType(DuplicateAction, {
  name: 'DuplicateAction',
  description: 'What an import does with a file that duplicates a song of the group',
});

export enum SongFileFormat {
  OPENLYRICS = 'openlyrics',
  CHORDPRO = 'chordpro',
}
registerEnumType(SongFileFormat, { name: 'SongFileFormat' });

@InputType()
export class ImportSongFileInput {
  @Field(() => String)
  name: string;

  @Field(() => String)
  content: string;

  /** `utf8` (default) or `base64` for bytes (UTF-16 files, legacy encodings). */
  @Field(() => String, { nullable: true })
  encoding?: string | null;

  @Field(() => DuplicateAction, { nullable: true })
  onDuplicate?: DuplicateAction | null;
}

@InputType()
export class ImportSongsInput {
  @Field(() => ID, { nullable: true })
  groupId?: string | null;

  @Field(() => [ImportSongFileInput])
  files: ImportSongFileInput[];

  @Field(() => Boolean, { nullable: true })
  dryRun?: boolean | null;

  @Field(() => Boolean, { nullable: true })
  isPublic?: boolean | null;

  @Field(() => DuplicateAction, { nullable: true })
  onDuplicate?: DuplicateAction | null;

  /** Adds an English transliteration, generated, to each native-script stanza that has none. */
  @Field(() => Boolean, { nullable: true })
  generateTransliterations?: boolean | null;
}

@ObjectType()
export class SongImportPreview {
  @Field(() => String)
  title: string;

  @Field(() => String)
  language: string;

  @Field(() => String, { nullable: true })
  author: string | null;

  @Field(() => String, { nullable: true })
  key: string | null;

  /** Each stanza's label, `Stanza n` for one without. */
  @Field(() => [String])
  sections: string[];

  @Field(() => Int)
  stanzaCount: number;
}

@ObjectType()
export class SongImportResult {
  @Field(() => String)
  name: string;

  /** created | duplicate | replaced | error (with dryRun: what would happen). */
  @Field(() => String)
  status: string;

  @Field(() => ID, { nullable: true })
  songId?: string | null;

  @Field(() => String, { nullable: true })
  message?: string | null;

  /** openlyrics | chordpro | songselect | plaintext, once the file was read. */
  @Field(() => String, { nullable: true })
  format?: string | null;

  @Field(() => ID, { nullable: true })
  duplicateOfId?: string | null;

  /** The title of the song duplicated (one already there, or one earlier in this import). */
  @Field(() => String, { nullable: true })
  duplicateOfTitle?: string | null;

  @Field(() => [String])
  warnings: string[];

  @Field(() => SongImportPreview, { nullable: true })
  preview?: SongImportPreview | null;
}

@ObjectType()
export class SongFile {
  @Field(() => String)
  name: string;

  @Field(() => String)
  content: string;
}

const duplicateAction = z.enum(DUPLICATE_ACTIONS).nullish();

export const importSongsSchema = z.object({
  groupId: z.string().nullish(),
  files: z
    .array(
      z.object({
        name: z.string().trim().max(255, 'A file name must be at most 255 characters'),
        content: z.string(),
        encoding: z
          .enum(['utf8', 'base64'], { error: 'Encoding must be utf8 or base64' })
          .nullish(),
        onDuplicate: duplicateAction,
      }),
    )
    .min(1, IMPORT_NO_FILES)
    .max(IMPORT_FILES_MAX, IMPORT_TOO_MANY_FILES),
  dryRun: z
    .boolean()
    .nullish()
    .transform((value) => value ?? false),
  isPublic: z.boolean().nullish(),
  onDuplicate: duplicateAction.transform((value) => value ?? 'skip'),
  generateTransliterations: z
    .boolean()
    .nullish()
    .transform((value) => value ?? false),
});

export type ImportSongsData = z.infer<typeof importSongsSchema>;

export const EXPORT_IDS_MAX = 1000;

export const exportSongsSchema = z
  .object({
    ids: z
      .array(z.string())
      .max(
        EXPORT_IDS_MAX,
        `At most ${EXPORT_IDS_MAX.toLocaleString('en-US')} songs can be exported at once`,
      )
      .nullish(),
    groupId: z.string().nullish(),
    format: z.enum(EXPORT_FORMATS),
  })
  .refine((args) => (args.ids?.length ?? 0) > 0 || !!args.groupId?.trim(), {
    message: 'Choose songs or a group to export',
    path: ['ids'],
  });
