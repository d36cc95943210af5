import { useResourceContext } from 'react-admin';
import { orderFamilyOf } from '../../dataProvider/orders';

/** The order family of the screen being shown: each order screen is the resource named by its route. */
export const useOrderFamily = () => {
  const resource = useResourceContext();
  if (!resource) throw new Error('An order screen renders inside its <Resource>');
  return orderFamilyOf(resource);
};
