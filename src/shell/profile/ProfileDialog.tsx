import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useGetIdentity, usePermissions, useTranslate } from 'react-admin';
import { buildVariant, isProductionBuild } from '../../buildVariant';

/** A term and its value, as direct children of the `<dl>` grid. */
const DefinitionRow = ({ label, value }: { label: string; value: string }) => (
  <>
    <Typography component="dt" variant="body2" color="text.secondary">
      {label}
    </Typography>
    <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
      {value}
    </Typography>
  </>
);

/**
 * Who is signed in (from the id token) and with which roles, and which build is running: staff
 * quoting a problem can say whether they were on staging or production.
 */
export const ProfileDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const translate = useTranslate();
  const titleId = useId();
  const { identity } = useGetIdentity();
  const { permissions } = usePermissions<string[]>();
  const rows: [label: string, value: string][] = [
    [translate('kago.profile.name'), identity?.fullName ?? ''],
    [translate('kago.profile.email'), typeof identity?.email === 'string' ? identity.email : ''],
    [
      translate('kago.profile.roles'),
      // A role the token names that the app has no label for shows as sent rather than as a key.
      Array.isArray(permissions)
        ? permissions.map((role) => translate(`kago.profile.roleNames.${role}`, { _: role })).join(', ')
        : '',
    ],
    [translate('kago.profile.build'), translate(`kago.profile.variants.${buildVariant}`)],
    [
      translate('kago.profile.production'),
      translate(isProductionBuild ? 'ra.boolean.true' : 'ra.boolean.false'),
    ],
  ];
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{translate('kago.profile.title')}</DialogTitle>
      <DialogContent>
        <Typography
          component="dl"
          sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 1, m: 0 }}
        >
          {rows.map(([label, value]) => (
            <DefinitionRow key={label} label={label} value={value} />
          ))}
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.close')}</Button>
      </DialogActions>
    </Dialog>
  );
};
