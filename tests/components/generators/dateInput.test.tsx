import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { clickSave } from '../../support/clickSave';
import { renderAdmin } from '../../support/TestAdmin';

const releaseNotes = () => ({
  'release-notes': [
    {
      id: 1,
      version: 1,
      code: 'RN0000001',
      recipientType: 'customer',
      receiverName: 'Nguyễn Văn Nhận',
      packageCodes: 'PK0000001',
      packageCount: 1,
      domesticShippingFee: 0,
      releasedAt: '2026-01-05T08:00:00.000Z',
    },
  ],
});

// A release note's delivery date is a declared `date` field: the generated create form's date input;
// its release time a `datetime` with a range filter: the list's date filter.
// A create form of some twenty inputs renders slowly on a loaded machine: the generated list's budget.
describe('a form date input in the interface language', { timeout: 60_000 }, () => {
  it('shows and takes dd/mm/yyyy in Vietnamese, keeps an impossible date as typed and refuses it', async () => {
    const { dataProvider, user } = await renderAdmin({
      path: '/release-notes/create',
      tables: releaseNotes(),
      locale: 'vi',
    });
    await user.click(await screen.findByRole('textbox', { name: /^Người nhận hàng/ }, { timeout: 30_000 }));
    await user.paste('Trần Văn Nhận');
    await user.click(screen.getByRole('textbox', { name: /^Kiện hàng/ }));
    await user.paste('PK0000002');
    const date = screen.getByRole('textbox', { name: /^Ngày giao/ });
    expect(date).toHaveAttribute('placeholder', 'dd/mm/yyyy');

    await user.type(date, '31/02/2026');
    await clickSave(user, 'Lưu');
    expect(await screen.findByText('Ngày không hợp lệ, hãy nhập theo dạng dd/mm/yyyy')).toBeInTheDocument();
    expect(date).toHaveValue('31/02/2026');
    expect(dataProvider.create).not.toHaveBeenCalled();

    await user.clear(date);
    await user.type(date, '6/1/2026');
    await clickSave(user, 'Lưu');
    await waitFor(() =>
      expect(dataProvider.create).toHaveBeenCalledWith(
        'release-notes',
        expect.objectContaining({ data: expect.objectContaining({ deliveryDate: '2026-01-06' }) }),
      ),
    );
  });

  it('takes yyyy/mm/dd in Japanese', async () => {
    const { dataProvider, user } = await renderAdmin({
      path: '/release-notes/create',
      tables: releaseNotes(),
      locale: 'ja',
    });
    const date = await screen.findByRole('textbox', { name: /^配達日/ }, { timeout: 30_000 });
    expect(date).toHaveAttribute('placeholder', 'yyyy/mm/dd');
    await user.click(screen.getByRole('textbox', { name: /^受取人\s*\*?$/ }));
    await user.paste('山田');
    await user.click(screen.getByRole('textbox', { name: /^荷物/ }));
    await user.paste('PK0000002');
    await user.type(date, '2026/01/05');
    await clickSave(user, '保存');
    await waitFor(() =>
      expect(dataProvider.create).toHaveBeenCalledWith(
        'release-notes',
        expect.objectContaining({ data: expect.objectContaining({ deliveryDate: '2026-01-05' }) }),
      ),
    );
  });

  it('filters a list from a date typed mm/dd/yyyy in English, and does not apply one that is not a date', async () => {
    const { dataProvider, user } = await renderAdmin({ path: '/release-notes', tables: releaseNotes() });
    await screen.findByText('RN0000001', {}, { timeout: 30_000 });
    const from = screen.getByRole('textbox', { name: 'Released on from' });
    await user.type(from, '13/01/2026');
    expect(await screen.findByText('Not a date: type it as mm/dd/yyyy')).toBeInTheDocument();
    expect(from).toHaveValue('13/01/2026');

    await user.clear(from);
    await user.type(from, '01/04/2026');
    await waitFor(() =>
      expect(dataProvider.getList).toHaveBeenLastCalledWith(
        'release-notes',
        expect.objectContaining({ filter: { releasedAtFrom: '2026-01-04' } }),
      ),
    );
    const sent = dataProvider.getList.mock.calls.map(([, params]) => params.filter.releasedAtFrom);
    expect(sent).not.toContain('13/01/2026');
  });
});
