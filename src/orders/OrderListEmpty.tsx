import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';

/**
 * What an order list shows without rows: nothing at this stage yet, or nothing matching the
 * filters (which stay on screen to be changed).
 */
export const OrderListEmpty = ({ filtered = false }: { filtered?: boolean }) => {
  const translate = useTranslate();
  return (
    <Box role="status" sx={{ textAlign: 'center', py: 6, px: 2, color: 'text.secondary' }}>
      <Inventory2Outlined sx={{ fontSize: 64, opacity: 0.5 }} aria-hidden />
      <Typography variant="h6" component="p" sx={{ mt: 1 }}>
        {translate('kago.orderList.empty.title')}
      </Typography>
      <Typography variant="body2">
        {translate(filtered ? 'kago.orderList.empty.filtered' : 'kago.orderList.empty.text')}
      </Typography>
    </Box>
  );
};
