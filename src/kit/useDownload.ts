import { useState } from 'react';
import { useNotify } from 'react-admin';
import { saveBlob } from '../../dataProvider/orderFiles';
import { failureMessage } from './ErrorAlert';

/**
 * A file the server writes (a printed note, a shipping document), saved as it names it: `busy` is
 * the key of the download under way (a button shows it and waits), and a failure is notified with
 * the server's own message.
 */
export const useDownload = <Key>() => {
  const notify = useNotify();
  const [busy, setBusy] = useState<Key | null>(null);
  const download = async (key: Key, read: () => Promise<{ data: { blob: Blob; fileName: string } }>) => {
    setBusy(key);
    try {
      const { data } = await read();
      saveBlob(data.blob, data.fileName);
    } catch (error) {
      notify(failureMessage(error), { type: 'error' });
    } finally {
      setBusy(null);
    }
  };
  return { busy, download };
};
