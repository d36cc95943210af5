import PrintIcon from '@mui/icons-material/Print';
import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useState } from 'react';
import { Button, useDataProvider, useNotify, useRecordContext, useTranslate } from 'react-admin';
import type { KagoDataProvider } from '../../dataProvider/dataProvider';
import { saveBlob } from '../../dataProvider/orderFiles';
import type { ResourceDeclaration } from '../../resources';
import { ImageThumbnails } from '../generators/ImageThumbnails';
import { useRecordRead } from '../generators/useRecordRead';
import { TabbedDetail } from '../generators/TabbedDetail';

/**
 * The goods release note's detail (resources/releaseNotes.ts `views.show`): the declared tabs, of
 * which this view fills the packages on the note with their orders (`GetOrderPackages`) and the
 * photos of the signed note, and the print button (`GetPdf`, server/releaseNotes/rules.ts). The
 * actions of its action table (add packages, fee, photos, receiver and shipment) are the generated
 * buttons and dialogs.
 */
type NotePackage = {
  id: number;
  code: string;
  status: string;
  weight: number | null;
  orders: { code: string; title: string; status: string }[];
};

const Empty = ({ message }: { message: string }) => {
  const translate = useTranslate();
  return <Typography sx={{ py: 2 }}>{translate(message)}</Typography>;
};

const NotePackages = ({ declaration }: { declaration: ResourceDeclaration }) => {
  const translate = useTranslate();
  const { data } = useRecordRead<NotePackage[]>(declaration, 'packages');
  if (!data) return null;
  if (data.length === 0) return <Empty message="kago.releaseNotes.packages.empty" />;
  return (
    <Table size="small" aria-label={translate('kago.releaseNotes.tabs.packages')}>
      <TableHead>
        <TableRow>
          {(['code', 'status', 'weight', 'orders'] as const).map((column) => (
            <TableCell key={column}>{translate(`kago.releaseNotes.packages.${column}`)}</TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {data.map((found) => (
          <TableRow key={found.id}>
            <TableCell>{found.code}</TableCell>
            <TableCell>
              {translate(`resources.manage-order-package.choices.status.${found.status}`)}
            </TableCell>
            <TableCell>{found.weight ?? '—'}</TableCell>
            <TableCell>
              {found.orders.map((order) => (
                <div key={order.code}>
                  {order.code} — {translate(`kago.orders.statuses.${order.status}`)}
                </div>
              ))}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};

const NotePhotos = ({ resource }: { resource: string }) => {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record?.photos) return <Empty message="kago.releaseNotes.photosEmpty" />;
  return (
    <ImageThumbnails
      value={record.photos as string}
      alt={`${translate(`resources.${resource}.fields.photos`)} ${String(record.code)}`}
    />
  );
};

/** Downloads the printed note (a PDF in the interface language). */
const PrintButton = () => {
  const record = useRecordContext();
  const dataProvider = useDataProvider<KagoDataProvider>();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  if (!record) return null;
  const print = async () => {
    setBusy(true);
    try {
      const { data } = await dataProvider.printReleaseNote(Number(record.id));
      saveBlob(data.blob, data.fileName);
    } catch (error) {
      notify(error instanceof Error && error.message ? error.message : 'common.notify.error', {
        type: 'error',
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      label={busy ? 'kago.releaseNotes.printing' : 'kago.releaseNotes.print'}
      onClick={() => void print()}
      disabled={busy}
    >
      <PrintIcon />
    </Button>
  );
};

const ReleaseNoteShow = ({ declaration }: { declaration: ResourceDeclaration }) => (
  <TabbedDetail
    declaration={declaration}
    toolbar={<PrintButton />}
    tabContent={{
      packages: <NotePackages declaration={declaration} />,
      photos: <NotePhotos resource={declaration.name} />,
    }}
  />
);

export default ReleaseNoteShow;
