import { describe, expect, it } from 'vitest';
import { readEnvelope } from '../../../dataProvider/envelope';

describe('readEnvelope', () => {
  it('reads the documented spelling', () => {
    expect(
      readEnvelope({
        success: false,
        data: null,
        message: 'Dữ liệu không hợp lệ',
        DetailErrors: [{ ErrorCode: 'TRACKING_EXIST', ErrorMessage: 'exists' }],
        errors: { code: ['Mã không được để trống'] },
      }),
    ).toEqual({
      success: false,
      data: null,
      message: 'Dữ liệu không hợp lệ',
      detailErrors: [{ ErrorCode: 'TRACKING_EXIST', ErrorMessage: 'exists' }],
      errors: { code: ['Mã không được để trống'] },
    });
  });

  it('reads the Status / Data / Message spelling', () => {
    const envelope = readEnvelope({ Status: true, Data: { id: 7 }, Message: 'Done' });
    expect(envelope).toMatchObject({
      success: true,
      data: { id: 7 },
      message: 'Done',
      detailErrors: [],
      errors: {},
    });
  });

  it('reads a failed Status flag and camelCase detail errors', () => {
    const envelope = readEnvelope({
      Status: false,
      Data: null,
      detailErrors: [{ errorCode: 'REFUND_FAIL' }],
    });
    expect(envelope.success).toBe(false);
    expect(envelope.detailErrors).toEqual([{ ErrorCode: 'REFUND_FAIL', ErrorMessage: '' }]);
  });

  it('turns single-string field errors into lists and drops empty ones', () => {
    expect(
      readEnvelope({ success: false, errors: { name: 'Required', code: [], rate: [null, 'Too big'] } })
        .errors,
    ).toEqual({
      name: ['Required'],
      rate: ['Too big'],
    });
  });

  it('treats an empty message as no message', () => {
    expect(readEnvelope({ success: false, message: '' }).message).toBeNull();
  });

  it('passes binary answers and bodies without a flag through as data', () => {
    const file = new Blob(['xlsx'], {
      type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    });
    expect(readEnvelope(file)).toMatchObject({ success: true, data: file });
    const routes = [{ id: 1, name: 'HAN-NRT' }];
    expect(readEnvelope(routes)).toMatchObject({ success: true, data: routes });
    expect(readEnvelope({ items: [] })).toMatchObject({ success: true, data: { items: [] } });
  });
});
