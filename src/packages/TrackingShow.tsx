import { TabbedShowLayout } from 'react-admin';
import type { ResourceDeclaration } from '../../resources';
import {
  packageItemDeclaration,
  packageServiceDeclaration,
  partParentField,
  shipmentPieceDeclaration,
} from '../../resources/shipmentParts';
import { ChildRecords } from '../generators/ChildRecords';
import { TabbedDetail } from '../generators/TabbedDetail';

/**
 * The package tracking detail (resources/tracking.ts `ui.views.show`): the tabs its declaration names
 * (the package, its shipment detail), then its split shipment (child shipments with their pieces),
 * its items and its services, the records of resources/shipmentParts.ts added, edited and deleted in
 * place.
 */
const parts = [
  { path: 'split', declaration: shipmentPieceDeclaration },
  { path: 'items', declaration: packageItemDeclaration },
  { path: 'services', declaration: packageServiceDeclaration },
];

const TrackingShow = ({ declaration }: { declaration: ResourceDeclaration }) => (
  <TabbedDetail declaration={declaration} editable>
    {parts.map(({ path, declaration: part }) => (
      <TabbedShowLayout.Tab key={path} label={`kago.packageTracking.tabs.${path}`} path={path}>
        <ChildRecords declaration={part} target={partParentField} />
      </TabbedShowLayout.Tab>
    ))}
  </TabbedDetail>
);

export default TrackingShow;
