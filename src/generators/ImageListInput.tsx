import { TextInput, useInput, type TextInputProps } from 'react-admin';
import { ImageThumbnails } from './ImageThumbnails';

/** An image list edited as its stored text (URLs separated by `;`), previewed as thumbnails. */
export const ImageListInput = (props: TextInputProps) => {
  const { field } = useInput(props);
  return (
    <>
      <TextInput {...props} multiline />
      <ImageThumbnails value={field.value as string | null | undefined} />
    </>
  );
};
