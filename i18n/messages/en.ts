import type { TranslationMessages } from 'ra-core';
import { app } from '../en/app';
import { ra } from '../en/ra';
import { resources } from '../en/resources';

/** Every message in English: loaded on demand. */
export const en: TranslationMessages = { ...ra, ...app, resources };
