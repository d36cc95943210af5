import { useFieldValue, type FieldProps } from 'react-admin';
import { ImageThumbnails } from './ImageThumbnails';

export const ImageListField = (props: FieldProps) => {
  const value = useFieldValue(props) as string | null | undefined;
  return <ImageThumbnails value={value} />;
};
