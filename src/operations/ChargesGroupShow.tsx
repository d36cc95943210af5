import type { ResourceDeclaration } from '../../resources';
import { chargeRateDeclaration, chargeRateParentField } from '../../resources/chargeRates';
import { ChildRecords } from '../generators/ChildRecords';
import { TabbedDetail } from '../generators/TabbedDetail';

/**
 * A charges group's detail (resources/catalogues.ts `ui.views.show`): its own fields, its standard rate,
 * then its rates by delivery time (resources/chargeRates.ts), added, edited and deleted in place by
 * those who may write the catalogue.
 */
const ChargesGroupShow = ({ declaration }: { declaration: ResourceDeclaration }) => (
  <TabbedDetail
    declaration={declaration}
    editable
    tabContent={{
      rates: <ChildRecords declaration={chargeRateDeclaration} target={chargeRateParentField} />,
    }}
  />
);

export default ChargesGroupShow;
