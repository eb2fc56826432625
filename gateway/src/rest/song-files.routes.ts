import { Router, type Response } from 'express';
import { strToU8, zipSync } from 'fflate';
import {
  DUPLICATE_ACTIONS,
  EXPORT_FORMATS,
  IMPORT_FILE_SIZE_MAX,
  IMPORT_FILE_TOO_LARGE,
  IMPORT_FILES_MAX,
  IMPORT_NO_FILES,
  IMPORT_TOO_MANY_FILES,
  type ExportFormat,
} from '@worship/common';
import { z } from 'zod';
import type { GatewayDeps } from '../deps';
import { BODY_NOT_OBJECT } from './groups.routes';
import { HttpError, parseBody, requireUser } from './http-error';
import { present, SONG_NOT_FOUND } from './songs.routes';

export const FORMAT_MESSAGE = 'Format must be openlyrics or chordpro';
export const DUPLICATE_ACTION_MESSAGE = 'onDuplicate must be skip, replace or keep_both';

const duplicateAction = z.enum(DUPLICATE_ACTIONS, { error: DUPLICATE_ACTION_MESSAGE }).nullish();
const format = z.enum(EXPORT_FORMATS, { error: FORMAT_MESSAGE });

const importBody = z.object(
  {
    groupId: z.string({ error: 'Group must be text' }).nullish(),
    files: z
      .array(
        z.object(
          {
            name: z.string({ error: 'Each file needs a name' }),
            content: z.string({ error: 'Each file needs its content as text' }),
            encoding: z
              .enum(['utf8', 'base64'], { error: 'Encoding must be utf8 or base64' })
              .nullish(),
            onDuplicate: duplicateAction,
          },
          { error: 'Each file must be an object with a name and content' },
        ),
        { error: IMPORT_NO_FILES },
      )
      .min(1, IMPORT_NO_FILES)
      .max(IMPORT_FILES_MAX, IMPORT_TOO_MANY_FILES),
    dryRun: z.boolean({ error: 'dryRun must be true or false' }).nullish(),
    isPublic: z.boolean({ error: 'isPublic must be true or false' }).nullish(),
    generateTransliterations: z
      .boolean({ error: 'generateTransliterations must be true or false' })
      .nullish(),
    onDuplicate: duplicateAction,
  },
  { error: BODY_NOT_OBJECT },
);

const exportBody = z.object(
  {
    songIds: z
      .array(z.string({ error: 'Song ids must be text' }), { error: 'songIds must be a list' })
      .nullish(),
    groupId: z.string({ error: 'Group must be text' }).nullish(),
    format,
  },
  { error: BODY_NOT_OBJECT },
);

type ImportFile = z.infer<typeof importBody>['files'][number];

// The songs service takes an import a batch at a time: each request stays far below its body
// limit, and the gateway never holds more than one batch's answer besides the results.
const BATCH_FILES = 100;
const BATCH_BYTES = 768 * 1024;

/** Files as they go to the songs service, in order, a batch at a time. */
function batches(files: ImportFile[]): ImportFile[][] {
  const out: ImportFile[][] = [];
  let current: ImportFile[] = [];
  let bytes = 0;
  for (const file of files) {
    const size = Buffer.byteLength(file.content) + Buffer.byteLength(file.name);
    if (current.length > 0 && (current.length === BATCH_FILES || bytes + size > BATCH_BYTES)) {
      out.push(current);
      current = [];
      bytes = 0;
    }
    current.push(file);
    bytes += size;
  }
  if (current.length > 0) out.push(current);
  return out;
}

/** Too large for any encoding: base64 of 512 KB is 683 KB. Refused here, never sent on. */
function tooLarge(file: ImportFile): boolean {
  const max =
    file.encoding === 'base64' ? Math.ceil(IMPORT_FILE_SIZE_MAX / 3) * 4 + 4 : IMPORT_FILE_SIZE_MAX;
  return Buffer.byteLength(file.content) > max;
}

const IMPORT = `mutation ImportSongs($input: ImportSongsInput!) {
  importSongs(input: $input) {
    name status songId message format duplicateOfId duplicateOfTitle warnings
    preview { title language author key sections stanzaCount }
  }
}`;

const EXPORT = `query ExportSongs($ids: [ID!], $groupId: ID, $format: SongFileFormat!) {
  exportSongs(ids: $ids, groupId: $groupId, format: $format) { name content }
}`;

interface ImportResult {
  name: string;
  status: string;
  preview?: unknown;
  warnings: string[];
  [field: string]: unknown;
}

const enumValue = (action: string | null | undefined) => action?.toUpperCase();

const CONTENT_TYPES: Record<ExportFormat, string> = {
  openlyrics: 'application/xml; charset=utf-8',
  chordpro: 'text/plain; charset=utf-8',
};

/** `attachment` with an ASCII name for old clients and the UTF-8 name (RFC 6266) for the rest. */
function attachment(res: Response, name: string, type: string): void {
  const ascii = name.replace(/[^\x20-\x7e]|["\\%]/gu, '_');
  res.setHeader('content-type', type);
  res.setHeader(
    'content-disposition',
    `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`,
  );
}

/**
 * Import and export of song files (docs/rest.md, docs/import-export.md): thin routes over the
 * songs subgraph's importSongs and exportSongs, which decide what the caller may do.
 */
export function songFilesRoutes({ run }: GatewayDeps): Router {
  const router = Router();

  router.post('/songs/import', async (req, res) => {
    requireUser(req);
    const body = parseBody(importBody, req.body);
    const results: Record<string, unknown>[] = [];
    const tooLargeFiles = new Set<ImportFile>(body.files.filter(tooLarge));
    const input = {
      groupId: body.groupId,
      dryRun: body.dryRun,
      isPublic: body.isPublic,
      generateTransliterations: body.generateTransliterations,
      onDuplicate: enumValue(body.onDuplicate),
    };
    const sent = body.files.filter((file) => !tooLargeFiles.has(file));
    const answers: ImportResult[] = [];
    for (const batch of batches(sent)) {
      const data = await run<{ importSongs: ImportResult[] }>(req, IMPORT, {
        input: present({
          ...input,
          files: batch.map((file) =>
            present({ ...file, onDuplicate: enumValue(file.onDuplicate) }),
          ),
        }),
      });
      answers.push(...data.importSongs);
    }
    let next = 0;
    for (const file of body.files) {
      if (tooLargeFiles.has(file))
        results.push({
          name: file.name,
          status: 'error',
          message: IMPORT_FILE_TOO_LARGE,
          warnings: [],
        });
      else {
        const { preview, ...answer } = answers[next++] as ImportResult;
        results.push({
          ...present(answer),
          warnings: answer.warnings,
          ...(body.dryRun && preview ? { preview } : {}),
        });
      }
    }
    res.json(results);
  });

  router.get('/songs/:id/export', async (req, res) => {
    requireUser(req);
    const { format: chosen } = parseBody(z.object({ format: format.default('openlyrics') }), {
      format: req.query.format,
    });
    const data = await run<{ exportSongs: { name: string; content: string }[] }>(req, EXPORT, {
      ids: [req.params.id],
      format: chosen.toUpperCase(),
    });
    const [file] = data.exportSongs;
    if (!file) throw new HttpError(404, SONG_NOT_FOUND);
    attachment(res, file.name, CONTENT_TYPES[chosen]);
    res.send(file.content);
  });

  router.post('/songs/export', async (req, res) => {
    requireUser(req);
    const body = parseBody(exportBody, req.body);
    const data = await run<{ exportSongs: { name: string; content: string }[] }>(
      req,
      EXPORT,
      present({ ids: body.songIds, groupId: body.groupId, format: body.format.toUpperCase() }),
    );
    const zip = zipSync(
      Object.fromEntries(data.exportSongs.map((file) => [file.name, strToU8(file.content)])),
      { level: 6 },
    );
    attachment(res, 'songs.zip', 'application/zip');
    res.send(Buffer.from(zip));
  });

  return router;
}
