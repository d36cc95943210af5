import { allowedImageExtensions, isAllowedImageName } from '../../contract/imageLists';

export { allowedImageExtensions, isAllowedImageName, refusedImageEntries } from '../../contract/imageLists';

/**
 * The image types the product accepts (seed 000 section 3: png, gif, jpg, jpeg): for an image typed
 * into an image list, and for any file picked for upload (`imageAccept` for the picker, then
 * `refusedImageFiles` on what was picked, since a picker's filter is only a suggestion).
 */
export const allowedImageMimeTypes = ['image/png', 'image/gif', 'image/jpeg'] as const;

/** The `accept` attribute of a file input for images. */
export const imageAccept = [
  ...allowedImageExtensions.map((extension) => `.${extension}`),
  ...allowedImageMimeTypes,
].join(',');

/** The name decides; a type the browser reports must agree with it (an empty one is unknown). */
export const isAllowedImageFile = (file: Pick<File, 'name' | 'type'>) =>
  isAllowedImageName(file.name) &&
  (file.type === '' || (allowedImageMimeTypes as readonly string[]).includes(file.type));

export const refusedImageFiles = <T extends Pick<File, 'name' | 'type'>>(files: Iterable<T>): T[] =>
  [...files].filter((file) => !isAllowedImageFile(file));

/** The message naming a refused image or file (translated by react-admin's validation). */
export const imageTypeError = (name: string) => ({
  message: 'kago.dashboard.images.typeNotAllowed',
  args: { name },
});
