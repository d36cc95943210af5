import { useTranslate } from 'react-admin';
import { runtimeConfig } from '../../../contract/runtimeConfig';
import { imageUrls } from '../../generators/imageUrls';

const thumbnailSize = 48;

/**
 * Thumbnails of an image list (semicolon-separated, CDN prefix for values that are not full URLs),
 * each a link to the full picture that says which picture it opens.
 */
export const OrderImages = ({ value, name }: { value: string; name: string }) => {
  const translate = useTranslate();
  const urls = imageUrls(value, runtimeConfig().cdnPrefix);
  return (
    <span style={{ display: 'inline-flex', gap: 4, flexWrap: 'wrap' }}>
      {urls.map((url, index) => (
        <a key={url} href={url} target="_blank" rel="noreferrer noopener">
          <img
            src={url}
            alt={translate('kago.orderDetail.imageOf', { name, number: index + 1 })}
            width={thumbnailSize}
            height={thumbnailSize}
            loading="lazy"
            style={{ objectFit: 'cover', borderRadius: 4 }}
          />
        </a>
      ))}
    </span>
  );
};
