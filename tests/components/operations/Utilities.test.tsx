import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createMemoryDataProvider } from '../../support/memoryDataProvider';
import { renderAdmin } from '../../support/TestAdmin';

/**
 * The utilities (src/operations/Utilities.tsx) on the worked example of tests/unit/charges.test.ts
 * ("the charge from the catalogues"): every input labelled in the interface language (the catalogue
 * choices read their English source names outside a resource's form), the charges group's rate
 * read from the catalogue, the catalogue records named in the interface language, and the figures
 * written as the language writes money, yen without fractions.
 */
const named = (name: string, nameEn: string, nameJa: string) => ({ name, nameEn, nameJa, active: true });
const catalogues = {
  'charges-group': [
    { id: 1, ...named('Cước vận chuyển quốc tế', 'International freight', '国際輸送費'), ratePerKg: 30_000 },
    { id: 2, ...named('Phí thông quan', 'Customs clearance fees', '通関費用'), ratePerKg: null },
  ],
  'vat-type': [{ id: 1, ...named('Thuế suất 8%', '8% VAT', '税率8%'), rate: 8 }],
  // The freight group prices express at a rate of its own; standard air at its standard rate.
  'charges-group-rate': [
    { id: 1, chargesGroupId: 1, deliveryTimeId: 1, ratePerKg: 45_000, minimumFreight: null },
  ],
  currency: [
    { id: 1, ...named('Đồng Việt Nam', 'Vietnamese Dong', 'ベトナム・ドン'), currencyCode: 'VND', rate: 1 },
    { id: 2, ...named('Yên Nhật', 'Japanese Yen', '日本円'), currencyCode: 'JPY', rate: 170 },
    { id: 3, ...named('Đô la Mỹ', 'US Dollar', '米ドル'), currencyCode: 'USD', rate: 25_400 },
  ],
};

/** The shipping order's delivery-time read, as the server names them in each language. */
const deliveryTimes = {
  vi: [
    { id: 1, code: 'EXPRESS', name: 'Chuyển phát nhanh' },
    { id: 2, code: 'AIR-STD', name: 'Đường bay tiêu chuẩn' },
  ],
  ja: [
    { id: 1, code: 'EXPRESS', name: '速達' },
    { id: 2, code: 'AIR-STD', name: '航空便（標準）' },
  ],
};

const backend = (locale: keyof typeof deliveryTimes) =>
  Object.assign(createMemoryDataProvider(catalogues), {
    getExtra: async (resource: keyof typeof catalogues) => ({ data: catalogues[resource] }),
    callAction: async (_resource: string, read: string) => ({
      data: read === 'deliveryTimes' ? deliveryTimes[locale] : [],
    }),
  });

const slow = { timeout: 20_000 };

describe('the utilities', { timeout: 60_000 }, () => {
  it('quotes a charge and converts a currency, labelled and written in Vietnamese', async () => {
    const { user } = await renderAdmin({ path: '/utils', dataProvider: backend('vi'), locale: 'vi' });
    const main = await screen.findByRole('main');
    const choose = async (label: string, option: string) => {
      await user.click(await within(main).findByRole('combobox', { name: new RegExp(`^${label}`) }, slow));
      await user.click(await screen.findByRole('option', { name: option }));
    };
    await user.type(await within(main).findByRole('textbox', { name: /Các kiện/ }, slow), '2400x50x40x30');
    await user.type(within(main).getByRole('spinbutton', { name: /Giá dịch vụ cộng thêm/ }), '50000');
    await choose('Nhóm cước', 'Cước vận chuyển quốc tế');
    await choose('Thời gian giao hàng', 'Đường bay tiêu chuẩn');
    await choose('Loại thuế GTGT', 'Thuế suất 8%');
    await choose('Tiền tệ', 'Yên Nhật');
    await user.click(within(main).getByRole('button', { name: 'Tính' }));
    const quote = await screen.findByRole('table', { name: 'Tính cước' });
    const lines = within(quote)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(lines).toEqual([
      expect.stringMatching(/^Cân nặng thực.*2,4$/),
      expect.stringMatching(/6\.000$/),
      expect.stringMatching(/^Cân nặng quy đổi.*10$/),
      expect.stringMatching(/^Cân nặng tính cước.*10$/),
      // Standard air has no rate of its own: the group's standard rate, not a typed one, and its
      // minimum (none).
      'Đơn giá áp dụngĐơn giá chuẩn của nhóm (không có đơn giá riêng cho thời gian giao hàng này)',
      expect.stringMatching(/^Đơn giá mỗi kg.*30\.000\s₫$/),
      expect.stringMatching(/^Cước tối thiểu.*0\s₫$/),
      expect.stringMatching(/300\.000\s₫$/),
      expect.stringMatching(/50\.000\s₫$/),
      expect.stringMatching(/28\.000\s₫$/),
      expect.stringMatching(/378\.000\s₫$/),
      // 378,000 dong at 170 a yen: ¥2,223.53, in whole yen.
      expect.stringMatching(/2\.224\s¥$/),
    ]);
    // Express has a rate of its own: 10 kg x 45,000 = 450,000, + 50,000, + 8 % = 540,000 dong, ¥3,176.
    await choose('Thời gian giao hàng', 'Chuyển phát nhanh');
    await user.click(within(main).getByRole('button', { name: 'Tính' }));
    await within(quote).findByText('Đơn giá của nhóm cho Chuyển phát nhanh');
    expect(within(quote).getByText(/^45\.000\s₫$/)).toBeTruthy();
    expect(within(quote).getByText(/^3\.176\s¥$/)).toBeTruthy();

    await user.click(within(main).getByRole('tab', { name: 'Đổi tiền tệ' }));
    await user.type(await within(main).findByRole('spinbutton', { name: /Số tiền/ }, slow), '100');
    await choose('Từ tiền tệ', 'Đô la Mỹ');
    await choose('Sang tiền tệ', 'Yên Nhật');
    await user.click(within(main).getByRole('button', { name: 'Đổi' }));
    const converted = await screen.findByRole('table', { name: 'Đổi tiền tệ' });
    // 100 USD = 2,540,000 dong = ¥14,941.18, in whole yen.
    expect(
      within(converted)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([expect.stringMatching(/100,00\sUS\$$/), expect.stringMatching(/14\.941\s¥$/)]);
  });
  it('names the catalogue records in Japanese, and refuses a group without a rate as the charge step does', async () => {
    const { user } = await renderAdmin({ path: '/utils', dataProvider: backend('ja'), locale: 'ja' });
    const main = await screen.findByRole('main');
    const choose = async (label: string, option: string) => {
      await user.click(await within(main).findByRole('combobox', { name: new RegExp(`^${label}`) }, slow));
      await user.click(await screen.findByRole('option', { name: option }));
    };
    await user.type(await within(main).findByRole('textbox', { name: /荷物/ }, slow), '2400x50x40x30');
    await choose('料金グループ', '通関費用');
    await choose('配送期間', '航空便（標準）');
    await choose('付加価値税の種類', '税率8%');
    await choose('通貨', '日本円');
    await user.click(within(main).getByRole('button', { name: '計算' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'この料金グループにはkgあたりの単価がありません。単価のあるグループを選択してください',
    );
    await user.click(within(main).getByRole('tab', { name: '通貨換算' }));
    await user.click(await within(main).findByRole('combobox', { name: /^換算元の通貨/ }, slow));
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual([
      'ベトナム・ドン',
      '日本円',
      '米ドル',
    ]);
  });
});
