import type { TranslationMessages } from 'ra-core';
import { app } from '../vi/app';
import { ra } from '../vi/ra';
import { resources } from '../vi/resources';

/** Every message in Vietnamese, the default: bundled with the app. */
export const vi: TranslationMessages = { ...ra, ...app, resources };
