import { useMemo } from 'react';
import { TextInput, useInput, type TextInputProps, type Validator } from 'react-admin';
import { imageTypeError, refusedImageEntries } from './imageTypes';
import { ImageThumbnails } from './ImageThumbnails';

/** Every image of the list must be a png, gif, jpg or jpeg: the first that is not is named. */
export const allowedImageTypes: Validator = (value) => {
  const [refused] = refusedImageEntries(typeof value === 'string' ? value : null);
  return refused === undefined ? undefined : imageTypeError(refused);
};

const withImageTypes = (validate: TextInputProps['validate']): Validator[] => [
  ...(Array.isArray(validate) ? validate : validate ? [validate] : []),
  allowedImageTypes,
];

/** An image list edited as its stored text (URLs separated by `;`), previewed as thumbnails. */
export const ImageListInput = (props: TextInputProps) => {
  const validate = useMemo(() => withImageTypes(props.validate), [props.validate]);
  const { field } = useInput({ ...props, validate });
  return (
    <>
      <TextInput {...props} validate={validate} multiline />
      <ImageThumbnails value={field.value as string | null | undefined} />
    </>
  );
};
