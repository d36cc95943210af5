import type { TranslationMessages } from 'ra-core';
import { app } from '../ja/app';
import { ra } from '../ja/ra';
import { resources } from '../ja/resources';

/** Every message in Japanese: loaded on demand. */
export const ja: TranslationMessages = { ...ra, ...app, resources };
