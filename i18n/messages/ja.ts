import type { TranslationMessages } from 'ra-core';
import { mergeMessages } from '../mergeMessages';
import { app } from '../ja/app';
import { areas } from '../ja/areas';
import { ra } from '../ja/ra';
import { resources } from '../ja/resources';

/** Every message in Japanese: loaded on demand. */
export const ja: TranslationMessages = { ...ra, ...mergeMessages(app, areas), resources };
