import type { TranslationMessages } from 'ra-core';
import { mergeMessages } from '../mergeMessages';
import { app } from '../vi/app';
import { ra } from '../vi/ra';
import { reportLabels } from '../vi/reports';
import { shellAreas } from '../vi/shellAreas';

/**
 * The Vietnamese messages of the first load: react-admin's, ours, the shell's areas and the late
 * reports' names the dashboard links to. The declarations' labels and the other areas' messages
 * (messages/vi.ts) load with the first screen that is not the dashboard, so a new declaration or area
 * does not grow the first load.
 */
export const viShell: TranslationMessages = {
  ...ra,
  ...mergeMessages(app, shellAreas),
  resources: Object.fromEntries(
    Object.entries(reportLabels).map(([name, { name: label }]) => [name, { name: label }]),
  ),
};
