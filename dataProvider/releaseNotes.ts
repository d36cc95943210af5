import { apiPath } from '../resources/types';
import type { HttpClient } from './httpClient';
import { download, type DownloadedFile } from './orderFiles';
import { apiUrl } from './paths';

export interface ReleaseNoteCalls {
  /** `GET /api/ManageReleaseNotes/GetPdf?id=`: the goods release note printed, in the user's language. */
  printReleaseNote(id: number): Promise<{ data: DownloadedFile }>;
}

export const releaseNoteCalls = (http: HttpClient): ReleaseNoteCalls => ({
  printReleaseNote: async (id) => {
    // The declaration loads with the screens (contract/declarationShells.ts), not with the first load.
    const { releaseNoteDeclaration } = await import('../resources/releaseNotes');
    return {
      data: await download(
        http,
        {
          method: 'GET',
          url: `${apiUrl(releaseNoteDeclaration.api, `${apiPath(releaseNoteDeclaration)}/GetPdf`)}?id=${id}`,
        },
        `release-note-${id}.pdf`,
      ),
    };
  },
});
