import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useState } from 'react';
import { Button } from 'react-admin';
import { useAreaRight } from '../useAreaRight';
import { useOrderFamily } from '../useOrderFamily';
import { ImportTrackingDialog } from './ImportTrackingDialog';

/**
 * The toolbar's tracking import, which the list places where the family offers it (Ichiba
 * purchased), for users who may write in its area; nothing for anyone else.
 */
export const ImportTrackingButton = () => {
  const family = useOrderFamily();
  const mayWrite = useAreaRight(family.area, 'write');
  const [open, setOpen] = useState(false);
  if (!mayWrite) return null;
  return (
    <>
      <Button label="kago.orderFiles.import.button" onClick={() => setOpen(true)}>
        <UploadFileIcon />
      </Button>
      <ImportTrackingDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
};
