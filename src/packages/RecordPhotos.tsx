import Typography from '@mui/material/Typography';
import { useRecordContext, useTranslate } from 'react-admin';
import { ImageThumbnails } from '../generators/ImageThumbnails';

/**
 * The photos tab of the package screens (src/packages/OrderPackageShow.tsx, ReleaseNoteShow.tsx): the
 * record's photos (its `photos` field), named by the field's label and the record's code, or `empty`.
 */
export const RecordPhotos = ({ resource, empty }: { resource: string; empty: string }) => {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record?.photos) return <Typography sx={{ py: 2 }}>{translate(empty)}</Typography>;
  return (
    <ImageThumbnails
      value={record.photos as string}
      alt={`${translate(`resources.${resource}.fields.photos`)} ${String(record.code)}`}
    />
  );
};
