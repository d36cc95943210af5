import type { TranslationMessages } from 'ra-core';
import { mergeMessages } from '../mergeMessages';
import { app } from '../vi/app';
import { areas } from '../vi/areas';
import { ra } from '../vi/ra';
import { resources } from '../vi/resources';

/** Every message in Vietnamese, the default: bundled with the app. */
export const vi: TranslationMessages = { ...ra, ...mergeMessages(app, areas), resources };
