import { describe, expect, it } from 'vitest';
import { field, readAction, recordReadAction } from '../../../resources/fields';

describe('the read builders', () => {
  it('declares a read of one record: a GET of the read right, no button, the record scope', () => {
    expect(recordReadAction('eventLogs', 'GetEventLogs')).toEqual({
      name: 'eventLogs',
      operation: { name: 'GetEventLogs', method: 'GET' },
      places: [],
      right: 'read',
    });
    expect(recordReadAction('timeline').operation).toEqual({ name: 'timeline', method: 'GET' });
    expect(recordReadAction('timeline')).not.toHaveProperty('scope');
  });

  it('declares a read of the resource with its wire name and query inputs', () => {
    const code = field('code', 'text', { required: true, maxLength: 50 });
    expect(readAction('orders', { call: 'GetOrdersByCode', inputs: [code] })).toEqual({
      name: 'orders',
      operation: { name: 'GetOrdersByCode', method: 'GET' },
      places: [],
      right: 'read',
      scope: 'resource',
      inputs: [code],
    });
  });
});
