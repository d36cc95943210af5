import { runtimeConfig } from '../../contract/runtimeConfig';
import { imageUrls } from './imageUrls';

const thumbnailSize = 48;

/**
 * Thumbnails of a semicolon-separated image list, each linking to the full picture. `alt` names the
 * pictures (what they show), all alike or each by its place in the list: a link needs a name to be
 * announced by a screen reader.
 */
export const ImageThumbnails = ({
  value,
  alt = '',
}: {
  value: string | null | undefined;
  alt?: string | ((index: number) => string);
}) => {
  const urls = imageUrls(value, runtimeConfig().cdnPrefix);
  if (urls.length === 0) return null;
  return (
    <span style={{ display: 'inline-flex', gap: 4, flexWrap: 'wrap' }}>
      {urls.map((url, index) => (
        <a key={url} href={url} target="_blank" rel="noreferrer noopener">
          <img
            src={url}
            alt={typeof alt === 'string' ? alt : alt(index)}
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
