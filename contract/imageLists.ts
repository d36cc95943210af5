/**
 * Image lists (seed 000 section 3): semicolon-separated strings of images of the allowed types (png,
 * gif, jpg, jpeg); a value that is not a full URL is a path on the content-delivery network and gets
 * its prefix. Shared by the browser (inputs, thumbnails) and the server (package photos), so both
 * judge an entry alike.
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

export const allowedImageExtensions = ['png', 'gif', 'jpg', 'jpeg'] as const;

/** `a/b/photo.JPG?w=200#x` -> `jpg`; a name without one -> ''. */
const extensionOf = (name: string) => {
  const path = name.split(/[?#]/, 1)[0];
  const fileName = path.slice(path.lastIndexOf('/') + 1);
  const dot = fileName.lastIndexOf('.');
  return dot > 0 ? fileName.slice(dot + 1).toLowerCase() : '';
};

export const isAllowedImageName = (name: string) =>
  (allowedImageExtensions as readonly string[]).includes(extensionOf(name));

/** The entries of an image list (semicolon-separated) that are not of an allowed type. */
export const refusedImageEntries = (value: string | null | undefined) =>
  splitImageList(value).filter((entry) => !isAllowedImageName(entry));
