import ListSubheader from '@mui/material/ListSubheader';
import { Menu, useSidebarState, useTranslate } from 'react-admin';
import { resourceDeclarations } from '../../resources';
import { groupDeclarations } from './menuGroups';

const groups = groupDeclarations(resourceDeclarations);

/**
 * The sidebar: dashboard, then the resources by declared menu group under translated titles.
 * A later issue replaces it with the menu the server serves per user. The items are one flat array
 * because MUI's menu list does not accept fragments.
 */
export const GroupedMenu = () => {
  const translate = useTranslate();
  const [open] = useSidebarState();
  return (
    <Menu>
      <Menu.DashboardItem />
      {groups.flatMap(({ group, titleKey, declarations }) => [
        open ? (
          <ListSubheader
            key={group}
            component="div"
            disableSticky
            sx={{ lineHeight: 2.5, background: 'transparent' }}
          >
            {translate(titleKey)}
          </ListSubheader>
        ) : null,
        ...declarations.map((declaration) => (
          <Menu.ResourceItem key={declaration.name} name={declaration.name} />
        )),
      ])}
    </Menu>
  );
};
