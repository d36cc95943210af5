import { describe, expect, it } from 'vitest';
import { excelExport, field, readAction } from '../../../resources/fields';

describe('the read builder', () => {
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

  it('declares a read of one record with the default scope left unsaid', () => {
    expect(readAction('eventLogs', { call: 'GetEventLogs', scope: 'record' })).toEqual({
      name: 'eventLogs',
      operation: { name: 'GetEventLogs', method: 'GET' },
      places: [],
      right: 'read',
    });
    expect(readAction('timeline', { scope: 'record' }).operation).toEqual({
      name: 'timeline',
      method: 'GET',
    });
  });
});

describe('the standard export', () => {
  it('is POST ExportExcel', () => {
    expect(excelExport).toEqual({ name: 'ExportExcel', method: 'POST' });
  });
});
