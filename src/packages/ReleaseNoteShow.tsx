import PrintIcon from '@mui/icons-material/Print';
import { Button, useDataProvider, useRecordContext } from 'react-admin';
import type { KagoDataProvider } from '../../dataProvider/dataProvider';
import type { ResourceDeclaration } from '../../resources';
import { RecordReadTable } from '../generators/RecordReadTable';
import { TabbedDetail } from '../generators/TabbedDetail';
import { useDownload } from '../kit/useDownload';
import { RecordPhotos } from './RecordPhotos';

/**
 * The goods release note's detail (resources/releaseNotes.ts `ui.views.show`): the declared tabs, of
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

const NotePackages = ({ declaration }: { declaration: ResourceDeclaration }) => (
  <RecordReadTable<NotePackage>
    declaration={declaration}
    action="packages"
    labels="kago.releaseNotes"
    columns={{
      code: (found) => found.code,
      status: (found, translate) =>
        translate(`resources.manage-order-package.choices.status.${found.status}`),
      weight: (found) => found.weight ?? '—',
      orders: (found, translate) =>
        found.orders.map((order) => (
          <div key={order.code}>
            {order.code} — {translate(`kago.orders.statuses.${order.status}`)}
          </div>
        )),
    }}
  />
);

/** Downloads the printed note (a PDF in the interface language). */
const PrintButton = () => {
  const record = useRecordContext();
  const dataProvider = useDataProvider<KagoDataProvider>();
  const { busy, download } = useDownload<'note'>();
  if (!record) return null;
  return (
    <Button
      label={busy ? 'kago.releaseNotes.printing' : 'kago.releaseNotes.print'}
      onClick={() => void download('note', () => dataProvider.printReleaseNote(Number(record.id)))}
      disabled={busy !== null}
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
      photos: <RecordPhotos resource={declaration.name} empty="kago.releaseNotes.photosEmpty" />,
    }}
  />
);

export default ReleaseNoteShow;
