import type { TranslationMessages } from 'ra-core';
import { mergeMessages } from '../mergeMessages';
import { app } from '../en/app';
import { areas } from '../en/areas';
import { ra } from '../en/ra';
import { resources } from '../en/resources';

/** Every message in English: loaded on demand. */
export const en: TranslationMessages = { ...ra, ...mergeMessages(app, areas), resources };
