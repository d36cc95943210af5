import type { FastifyInstance } from 'fastify';
import { areaOf } from '../../contract/access';
import { apiPath } from '../../resources/index';
import { releaseNoteDeclaration } from '../../resources/releaseNotes';
import { requireRight } from '../auth/index';
import type { Database } from '../db/database';
import { releaseNotes } from '../db/releaseNoteTables';
import { ApiError } from '../http/apiError';
import { localeOf } from '../http/locale';
import { sendPdf } from '../pdf/kit';
import { fileAnswer, keyQuerySchema } from '../resources/schemas';
import { eq } from 'drizzle-orm';
import { releaseNotePdf } from './pdf';
import { packagesOfNote } from './rules';

/**
 * `GET /api/ManageReleaseNotes/GetPdf?id=`: the note printed (server/releaseNotes/pdf.ts), for
 * whoever may read release notes. Ours: the seed names no print call. A file, not the envelope; an
 * unknown note answers the envelope's 404.
 */
export const registerReleaseNotePdfRoute = (app: FastifyInstance, { db }: { db: Database }) => {
  app.get(`/api/${apiPath(releaseNoteDeclaration)}/GetPdf`, {
    config: { resource: releaseNoteDeclaration.name },
    schema: {
      tags: [releaseNoteDeclaration.name],
      summary: 'The release note printed as a PDF, in the interface language (a file, not the envelope).',
      security: [{ bearer: [] }],
      querystring: keyQuerySchema(),
      response: { 200: fileAnswer('PDF') },
    },
    preValidation: [requireRight('read', areaOf(releaseNoteDeclaration))],
    handler: async (request, reply) => {
      const { id } = request.query as { id: number };
      const [note] = await db.select().from(releaseNotes).where(eq(releaseNotes.id, id));
      if (!note) throw new ApiError(404, 'kago.errors.generic.noResults');
      const pdf = await releaseNotePdf(localeOf(request), note, await packagesOfNote(db, id));
      return sendPdf(reply, pdf, `${String(note.code)}.pdf`, 'release-note.pdf');
    },
  });
};
