import { useTranslate } from 'react-admin';
import { ImageThumbnails } from '../../generators/ImageThumbnails';

/**
 * Thumbnails of an image list (semicolon-separated, CDN prefix for values that are not full URLs),
 * each a link to the full picture that says which picture it opens.
 */
export const OrderImages = ({ value, name }: { value: string; name: string }) => {
  const translate = useTranslate();
  return (
    <ImageThumbnails
      value={value}
      alt={(index) => translate('kago.orderDetail.imageOf', { name, number: index + 1 })}
    />
  );
};
