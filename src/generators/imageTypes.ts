import { splitImageList } from './imageUrls';

/**
 * The image types the product accepts (seed 000 section 3: png, gif, jpg, jpeg): for an image typed
 * into an image list, and for any file picked for upload (`imageAccept` for the picker, then
 * `refusedImageFiles` on what was picked, since a picker's filter is only a suggestion).
 */
export const allowedImageExtensions = ['png', 'gif', 'jpg', 'jpeg'] as const;
export const allowedImageMimeTypes = ['image/png', 'image/gif', 'image/jpeg'] as const;

/** The `accept` attribute of a file input for images. */
export const imageAccept = [
  ...allowedImageExtensions.map((extension) => `.${extension}`),
  ...allowedImageMimeTypes,
].join(',');

/** `a/b/photo.JPG?w=200#x` -> `jpg`; a name without one -> ''. */
const extensionOf = (name: string) => {
  const path = name.split(/[?#]/, 1)[0];
  const fileName = path.slice(path.lastIndexOf('/') + 1);
  const dot = fileName.lastIndexOf('.');
  return dot > 0 ? fileName.slice(dot + 1).toLowerCase() : '';
};

export const isAllowedImageName = (name: string) =>
  (allowedImageExtensions as readonly string[]).includes(extensionOf(name));

/** The name decides; a type the browser reports must agree with it (an empty one is unknown). */
export const isAllowedImageFile = (file: Pick<File, 'name' | 'type'>) =>
  isAllowedImageName(file.name) &&
  (file.type === '' || (allowedImageMimeTypes as readonly string[]).includes(file.type));

export const refusedImageFiles = <T extends Pick<File, 'name' | 'type'>>(files: Iterable<T>): T[] =>
  [...files].filter((file) => !isAllowedImageFile(file));

/** The entries of an image list (semicolon-separated) that are not of an allowed type. */
export const refusedImageEntries = (value: string | null | undefined) =>
  splitImageList(value).filter((entry) => !isAllowedImageName(entry));

/** The message naming a refused image or file (translated by react-admin's validation). */
export const imageTypeError = (name: string) => ({
  message: 'kago.dashboard.images.typeNotAllowed',
  args: { name },
});
