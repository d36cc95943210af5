import { useEffect, useState } from 'react';

type Sanitize = (html: string) => string;

let sanitize: Sanitize | undefined;
let loading: Promise<Sanitize> | undefined;

/** DOMPurify (src/shell/sanitizeHtml.ts) is loaded with the first message to show, not at start-up. */
const loadSanitizer = () =>
  (loading ??= import('./sanitizeHtml').then(
    (module) => (sanitize = module.sanitizeHtml),
    (failure: unknown) => {
      // A chunk that failed to download is asked for again by the next message.
      loading = undefined;
      throw failure;
    },
  ));

/** The text of the HTML without any markup; DOMParser runs no script and loads nothing. */
const plainText = (html: string) => new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';

/**
 * A message that may carry HTML (the seed renders toasts as HTML; validation lists arrive as `<ul>`),
 * rendered only after sanitising it. Until the sanitiser has loaded it shows the message's text
 * without markup, so nothing unsanitised is ever rendered as HTML.
 */
export const SafeHtml = ({ html }: { html: string }) => {
  const [ready, setReady] = useState(sanitize !== undefined);
  useEffect(() => {
    if (ready) return;
    loadSanitizer().then(
      () => setReady(true),
      () => undefined,
    );
  }, [ready]);
  return sanitize ? (
    <span dangerouslySetInnerHTML={{ __html: sanitize(html) }} />
  ) : (
    <span>{plainText(html)}</span>
  );
};
