import DOMPurify from 'dompurify';

/**
 * Messages may carry HTML (the seed renders toast content as HTML; server validation lists arrive as
 * `<ul>`). Only formatting survives: no scripts, no event handlers, no embedded content.
 */
const allowedTags = ['b', 'strong', 'i', 'em', 'u', 'br', 'p', 'span', 'ul', 'ol', 'li', 'code'];

export const sanitizeHtml = (html: string) =>
  DOMPurify.sanitize(html, { ALLOWED_TAGS: allowedTags, ALLOWED_ATTR: [] });
