import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { clickSave } from '../../support/clickSave';
import { renderAdmin } from '../../support/TestAdmin';

const releaseNotes = () => ({
  'release-notes': [
    {
      id: 1,
      releaseVersion: '1.4.0',
      title: 'Package tracking',
      releaseDate: '2026-01-05',
      content: 'Warehouse screens',
      published: true,
    },
  ],
});

// The release note's date is a declared `date` field: the generated form's date input.
describe('a form date input in the interface language', () => {
  it('shows and takes dd/mm/yyyy in Vietnamese, keeps an impossible date as typed and refuses it', async () => {
    const { dataProvider, user } = await renderAdmin({
      path: '/release-notes/1',
      tables: releaseNotes(),
      locale: 'vi',
    });
    const date = await screen.findByRole('textbox', { name: /^Ngày phát hành/ });
    await waitFor(() => expect(date).toHaveValue('05/01/2026'));
    expect(date).toHaveAttribute('placeholder', 'dd/mm/yyyy');

    await user.clear(date);
    await user.type(date, '31/02/2026');
    await clickSave(user, 'Lưu');
    expect(await screen.findByText('Ngày không hợp lệ, hãy nhập theo dạng dd/mm/yyyy')).toBeInTheDocument();
    expect(date).toHaveValue('31/02/2026');
    expect(dataProvider.update).not.toHaveBeenCalled();

    await user.clear(date);
    await user.type(date, '6/1/2026');
    await clickSave(user, 'Lưu');
    await waitFor(() =>
      expect(dataProvider.update).toHaveBeenCalledWith(
        'release-notes',
        expect.objectContaining({ data: expect.objectContaining({ releaseDate: '2026-01-06' }) }),
      ),
    );
  });

  it('shows the same date as yyyy/mm/dd in Japanese', async () => {
    await renderAdmin({ path: '/release-notes/1', tables: releaseNotes(), locale: 'ja' });
    const date = await screen.findByRole('textbox', { name: /^リリース日/ });
    await waitFor(() => expect(date).toHaveValue('2026/01/05'));
  });

  it('filters a list from a date typed mm/dd/yyyy in English, and does not apply one that is not a date', async () => {
    const { dataProvider, user } = await renderAdmin({ path: '/release-notes', tables: releaseNotes() });
    await screen.findByText('Package tracking');
    const from = screen.getByRole('textbox', { name: 'Release date from' });
    await user.type(from, '13/01/2026');
    expect(await screen.findByText('Not a date: type it as mm/dd/yyyy')).toBeInTheDocument();
    expect(from).toHaveValue('13/01/2026');

    await user.clear(from);
    await user.type(from, '01/04/2026');
    await waitFor(() =>
      expect(dataProvider.getList).toHaveBeenLastCalledWith(
        'release-notes',
        expect.objectContaining({ filter: { releaseDateFrom: '2026-01-04' } }),
      ),
    );
    const sent = dataProvider.getList.mock.calls.map(([, params]) => params.filter.releaseDateFrom);
    expect(sent).not.toContain('13/01/2026');
  });
});
