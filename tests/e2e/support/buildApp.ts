import { defaultDistDir, repositoryRoot } from '../../../server/app';
import { buildClient, clientBuildIsStale } from '../../../server/clientBuild';

/** Builds the browser app once before the browser suite, as `npm start` does, unless it is current. */
export default async function setup() {
  if (clientBuildIsStale(repositoryRoot, defaultDistDir)) await buildClient(repositoryRoot, defaultDistDir);
}
