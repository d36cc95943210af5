/**
 * Image lists are stored as semicolon-separated strings; a value that is not a full URL is a path
 * on the content-delivery network and gets its prefix (from runtime configuration).
 */
export const splitImageList = (value: string | null | undefined): string[] =>
  (value ?? '')
    .split(';')
    .map((item) => item.trim())
    .filter((item) => item !== '');

const fullUrl = /^(https?:)?\/\//i;

export const imageUrl = (value: string, cdnPrefix: string) => {
  if (fullUrl.test(value)) return value;
  const prefix = cdnPrefix.endsWith('/') ? cdnPrefix : `${cdnPrefix}/`;
  return `${prefix}${value.replace(/^\/+/, '')}`;
};

export const imageUrls = (value: string | null | undefined, cdnPrefix: string) =>
  splitImageList(value).map((item) => imageUrl(item, cdnPrefix));
