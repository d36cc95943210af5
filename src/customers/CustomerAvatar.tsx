import Avatar from '@mui/material/Avatar';
import { runtimeConfig } from '../../contract/runtimeConfig';
import { imageUrls } from '../generators/imageUrls';

/** The first letters of the first and last words of a name: "Nguyen Van An" is NA. */
export const nameInitials = (name: string | null | undefined) => {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '?';
  const first = words[0];
  const last = words.length > 1 ? words[words.length - 1] : '';
  return `${first.charAt(0)}${last.charAt(0)}`.toUpperCase();
};

/**
 * A customer's picture, else their initials: when none is stored, and when the stored one cannot be
 * loaded (MUI's Avatar shows its children once its image fails), so a missing file never leaves a
 * broken image on the page.
 */
export const CustomerAvatar = ({ avatar, name }: { avatar: string | null | undefined; name: string }) => {
  const [url] = imageUrls(avatar, runtimeConfig().cdnPrefix);
  return (
    <Avatar src={url} alt={name} sx={{ width: 64, height: 64, mb: 1, fontSize: '1.5rem' }}>
      {nameInitials(name)}
    </Avatar>
  );
};
