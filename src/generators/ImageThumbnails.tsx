import { runtimeConfig } from '../../dataProvider/runtimeConfig';
import { imageUrls } from './imageUrls';

const thumbnailSize = 48;

/** Thumbnails of a semicolon-separated image list, each linking to the full picture. */
export const ImageThumbnails = ({ value }: { value: string | null | undefined }) => {
  const urls = imageUrls(value, runtimeConfig().cdnPrefix);
  if (urls.length === 0) return null;
  return (
    <span style={{ display: 'inline-flex', gap: 4, flexWrap: 'wrap' }}>
      {urls.map((url) => (
        <a key={url} href={url} target="_blank" rel="noreferrer noopener">
          <img
            src={url}
            alt=""
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
