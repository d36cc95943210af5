import Box from '@mui/material/Box';
import {
  CreateButton,
  FilterButton,
  List,
  SimpleList,
  TopToolbar,
  WrapperField,
  useCanAccess,
  useTranslate,
} from 'react-admin';
import { actionsAt, declaredFieldLabelKey } from '../../resources';
import { ActionButtons } from './ActionButton';
import { ListPagination } from './ListPagination';
import type { ResourceDeclaration } from '../../resources';
import { BulkActions } from './BulkActions';
import { ExportListButton } from './ExportListButton';
import { fieldElement } from './fieldComponents';
import { listFields } from './formFields';
import { listFilters } from './listFilters';
import { useIsPhone } from '../shell/theme/useIsPhone';
import { ListKeys } from '../kit/ListKeys';
import { ListShapeButtons, rowActionsClass, ShapedDatagrid } from '../kit/ShapedDatagrid';

export const listPageSize = 25;
export const listPageSizes = [10, 25, 50, 100];

/**
 * The columns a phone shows: a declaration lists its identifying fields first (code, name), and the
 * row opens the rest; every column's table would only scroll sideways at 390 px.
 */
export const phoneColumnCount = 2;

/**
 * One line of a phone's list (`ui.phoneLines`): the values of these fields, wrapping when narrow. A bare
 * number says nothing by itself (a report's "5"): it follows its label ("Số ngày trễ 5").
 */
const PhoneLine = ({
  declaration,
  sources,
}: {
  declaration: ResourceDeclaration;
  sources: readonly string[];
}) => {
  const translate = useTranslate();
  return (
    <Box component="span" sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1.5, alignItems: 'baseline' }}>
      {sources.flatMap((source) => {
        const field = declaration.fields.find((candidate) => candidate.source === source);
        if (!field) return [];
        const value = fieldElement(field, declaration.name);
        return field.type === 'number'
          ? [
              <Box component="span" key={source} sx={{ display: 'inline-flex', columnGap: 0.5 }}>
                {translate(declaredFieldLabelKey(declaration, source))}
                {value}
              </Box>,
            ]
          : [value];
      })}
    </Box>
  );
};

const ListActions = ({ declaration }: { declaration: ResourceDeclaration }) => (
  <TopToolbar>
    <FilterButton />
    <CreateButton />
    <ActionButtons declaration={declaration} place="toolbar" />
    <ExportListButton declaration={declaration} />
    <ListShapeButtons />
  </TopToolbar>
);

/**
 * The list page of a declaration: search, filters, sortable columns, server paging, bulk actions,
 * export, and the custom actions of its action table offered in rows and the toolbar. A row opens the edit page (the detail where the declaration has one of its own), or the show page for
 * readers, who get no row selection
 * since every bulk action writes. A wide table scrolls inside its own box (src/shell/theme/fitToWindow.ts);
 * a phone gets the first columns only, or the lines its declaration names (`ui.phoneLines`), with the
 * row's actions beside them. Columns declared `list: 'onDemand'` wait for the columns button.
 */
const ResourceList = ({ declaration }: { declaration: ResourceDeclaration }) => {
  const { canAccess: canDelete } = useCanAccess({ action: 'delete', resource: declaration.name });
  const { canAccess: canEdit } = useCanAccess({ action: 'edit', resource: declaration.name });
  const isPhone = useIsPhone();
  const fields = listFields(declaration);
  // A phone's few columns are among those a desk shows first.
  const phoneFields = fields.filter((field) => field.list !== 'onDemand').slice(0, phoneColumnCount);
  const onDemand = fields.filter((field) => field.list === 'onDemand').map((field) => field.source);
  // A record with a detail of its own (a package's tabs and actions) opens it; its edit is a button
  // there. A plain record opens its form for those who may edit it.
  const opens = canEdit && !declaration.ui?.views?.show ? 'edit' : 'show';
  // Rows are chosen for a bulk action; the first one's right stands for all of them (all write).
  const [bulkAction] = actionsAt(declaration, 'bulk');
  const { canAccess: canBulk } = useCanAccess({
    action: bulkAction?.name ?? 'delete',
    resource: declaration.name,
  });
  const hasRowActions = actionsAt(declaration, 'row').length > 0;
  return (
    <List
      resource={declaration.name}
      filters={listFilters(declaration)}
      sort={declaration.sort}
      perPage={listPageSize}
      pagination={<ListPagination rowsPerPageOptions={listPageSizes} />}
      actions={<ListActions declaration={declaration} />}
    >
      {isPhone && declaration.ui?.phoneLines ? (
        <>
          {/* A report's page is the order detail's trail on a phone too (previous, next). */}
          {declaration.ui?.trail ? <ListKeys open={opens} trail /> : null}
          <SimpleList
            primaryText={<PhoneLine declaration={declaration} sources={declaration.ui?.phoneLines.primary} />}
            secondaryText={
              declaration.ui?.phoneLines.secondary ? (
                <PhoneLine declaration={declaration} sources={declaration.ui?.phoneLines.secondary} />
              ) : undefined
            }
            // A row's buttons are not put inside a link: a row with actions opens nothing.
            rowClick={hasRowActions ? false : opens}
            rightIcon={
              hasRowActions ? () => <ActionButtons declaration={declaration} place="row" /> : undefined
            }
          />
        </>
      ) : (
        <ShapedDatagrid
          keys={{ open: opens, editable: canEdit, trail: declaration.ui?.trail ?? false }}
          rowClick={opens}
          bulkActionButtons={canDelete || canBulk ? <BulkActions declaration={declaration} /> : false}
          {...(onDemand.length > 0 ? { omit: onDemand } : {})}
        >
          {(isPhone ? phoneFields : fields).map((field) => fieldElement(field, declaration.name))}
          {hasRowActions ? (
            <WrapperField
              label="kago.listShape.rowActions"
              sortable={false}
              cellClassName={rowActionsClass}
              headerClassName={rowActionsClass}
            >
              <ActionButtons declaration={declaration} place="row" iconOnly />
            </WrapperField>
          ) : null}
        </ShapedDatagrid>
      )}
    </List>
  );
};

export default ResourceList;
