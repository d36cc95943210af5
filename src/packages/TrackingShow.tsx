import { TabbedShowLayout } from 'react-admin';
import type { ResourceDeclaration } from '../../resources';
import {
  packageItemDeclaration,
  packageServiceDeclaration,
  partParentField,
  shipmentPieceDeclaration,
} from '../../resources/shipmentParts';
import { ChildRecords } from '../generators/ChildRecords';
import { fieldElement } from '../generators/fieldComponents';
import { showFields } from '../generators/formFields';
import { TabbedDetail } from '../generators/TabbedDetail';

/**
 * The package tracking detail (resources/tracking.ts `views.show`): the package, its shipment detail,
 * its split shipment (child shipments with their pieces), its items and its services, each a tab;
 * the parts are the records of resources/shipmentParts.ts, added, edited and deleted in place.
 */
const shipmentSources = new Set([
  'shipmentCode',
  'parentShipmentCode',
  'childShipments',
  'incotermId',
  'cargoType',
  'cargoShippingMethod',
  'cargoShippingService',
  'internationalShippingCode',
  'internationalCarrier',
  'domesticCarrier',
  'shippingCode',
  'expectedPieces',
  'actualPieces',
  'totalPieces',
  'codAmount',
  'currentShipmentStatus',
  'directShipment',
  'allowIssue',
  'allowMerge',
  'mergeStatus',
  'deliveryDate',
  'deliveredDate',
  'mawb',
  'flightDate',
  'arrivalDate',
  'internationalFee',
  'chargeableWeight',
  'volumeWeight',
]);

const fieldsWhere = (declaration: ResourceDeclaration, shipment: boolean) =>
  showFields(declaration)
    .filter((field) => shipmentSources.has(field.source) === shipment)
    .map((field) => fieldElement(field, declaration.name));

const parts = [
  { path: 'split', declaration: shipmentPieceDeclaration },
  { path: 'items', declaration: packageItemDeclaration },
  { path: 'services', declaration: packageServiceDeclaration },
];

const TrackingShow = ({ declaration }: { declaration: ResourceDeclaration }) => (
  <TabbedDetail declaration={declaration} editable>
    <TabbedShowLayout.Tab label="kago.packageTracking.tabs.package">
      {fieldsWhere(declaration, false)}
    </TabbedShowLayout.Tab>
    <TabbedShowLayout.Tab label="kago.packageTracking.tabs.shipment" path="shipment">
      {fieldsWhere(declaration, true)}
    </TabbedShowLayout.Tab>
    {parts.map(({ path, declaration: part }) => (
      <TabbedShowLayout.Tab key={path} label={`kago.packageTracking.tabs.${path}`} path={path}>
        <ChildRecords declaration={part} target={partParentField} />
      </TabbedShowLayout.Tab>
    ))}
  </TabbedDetail>
);

export default TrackingShow;
