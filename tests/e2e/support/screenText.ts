import type { Page } from 'playwright-core';
import { languages, type Locale } from '../../../i18n/languages';
import { labelSelector, rawValues, untranslatedTexts, type ScreenText } from '../../support/untranslated';

/** The labels and the whole text of what the page shows now (hidden elements left out). */
export const readScreenText = (page: Page): Promise<ScreenText> =>
  // No named helper inside: the function is sent to the page as text.
  page.evaluate(
    (selector) => ({
      labels: [...document.querySelectorAll<HTMLElement>(selector)]
        .filter((element) => element.offsetParent !== null)
        .map((element) => element.innerText),
      all: document.body.innerText,
    }),
    labelSelector,
  );

/** What the page shows untranslated in `locale`, each finding prefixed with where (tests/support/untranslated.ts). */
export const untranslatedOn = async (page: Page, where: string, locale: Locale) =>
  untranslatedTexts(await readScreenText(page), locale).map((finding) => `${where}: ${finding}`);

/** What the page shows untranslated or raw in `locale`: labels, and values (tests/support/untranslated.ts `rawValues`). */
export const untranslatedOrRawOn = async (page: Page, where: string, locale: Locale) => {
  const screen = await readScreenText(page);
  return [...untranslatedTexts(screen, locale), ...rawValues(screen, locale)].map(
    (finding) => `${where}: ${finding}`,
  );
};

/** Switches the interface language through the app bar's language menu, and waits until it is on. */
export const switchLanguage = async (page: Page, locale: Locale) => {
  const names = new RegExp(languages.map((language) => language.text).join('|'));
  await page.getByRole('button', { name: names }).first().click();
  await page
    .getByRole('menuitem', { name: languages.find((language) => language.locale === locale)!.text })
    .click();
  await page.waitForFunction((lang) => document.documentElement.lang === lang, locale);
};
