import LocationOffIcon from '@mui/icons-material/LocationOff';
import PhoneDisabledIcon from '@mui/icons-material/PhoneDisabled';
import UnsubscribeIcon from '@mui/icons-material/Unsubscribe';
import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import { useRecordContext, useTranslate } from 'react-admin';
import type { Customer } from '../../dataProvider/customers';

const flags: readonly { present: keyof Customer; label: string; Icon: typeof LocationOffIcon }[] = [
  { present: 'hasAddress', label: 'kago.customers.missing.address', Icon: LocationOffIcon },
  { present: 'hasPhone', label: 'kago.customers.missing.phone', Icon: PhoneDisabledIcon },
  { present: 'hasEmail', label: 'kago.customers.missing.email', Icon: UnsubscribeIcon },
];

/** What a customer lacks (address, phone, e-mail) as icons, each named for screen readers. */
export const MissingContactFlags = () => {
  const customer = useRecordContext<Customer>();
  const translate = useTranslate();
  if (!customer) return null;
  return (
    <Box component="span" sx={{ display: 'inline-flex', gap: 0.5 }}>
      {flags
        .filter(({ present }) => !customer[present])
        .map(({ present, label, Icon }) => (
          <Tooltip key={present} title={translate(label)}>
            <Icon fontSize="small" color="warning" titleAccess={translate(label)} />
          </Tooltip>
        ))}
    </Box>
  );
};
