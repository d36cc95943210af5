import { languages, defaultLanguage, type Locale } from '../../i18n/languages';

/**
 * The page language from the `ui_locales` the app sends (space-separated, first supported wins);
 * the app may send a locale (`en`) or its language id. Anything else gives Vietnamese.
 */
export const pageLocale = (uiLocales: unknown): Locale => {
  const wanted = typeof uiLocales === 'string' ? uiLocales.split(/\s+/) : [];
  for (const tag of wanted) {
    const language = languages.find(
      (candidate) => candidate.languageId === tag || candidate.locale === tag.split('-')[0].toLowerCase(),
    );
    if (language) return language.locale;
  }
  return defaultLanguage.locale;
};

/** Escapes a value for HTML text and double-quoted attributes: nothing from a request is trusted. */
export const escapeHtml = (value: string) =>
  value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

// System fonts and inline styles only: the provider's pages load nothing from elsewhere.
const styles = `
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;
font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans",sans-serif;background:#f4f6f8;color:#1c2025}
main{width:min(92vw,360px);background:#fff;padding:32px;border-radius:8px;box-shadow:0 1px 4px rgba(0,0,0,.15)}
h1{font-size:1.4rem;margin:0 0 24px}
label{display:block;font-weight:600;margin:16px 0 4px}
input{width:100%;padding:10px;border:1px solid #8a96a3;border-radius:4px;font:inherit}
input:focus,button:focus{outline:3px solid #90caf9;outline-offset:1px}
button{margin-top:24px;width:100%;padding:10px;border:0;border-radius:4px;background:#1565c0;color:#fff;font:inherit;font-weight:600;cursor:pointer}
.error{margin:0 0 8px;padding:10px;border-radius:4px;background:#fdecea;color:#8a1c14}
pre{white-space:pre-wrap;word-break:break-word}
`;

/** The HTML document every provider page shares. `body` must already be escaped. */
export const renderPage = (locale: Locale, title: string, body: string) => `<!DOCTYPE html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<link rel="icon" type="image/svg+xml" href="/favicon.svg">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${styles}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;
