import ExcelJS from 'exceljs';
import type { Locale } from '../../../i18n/languages';
import { translate } from '../../../i18n/translate';
import { sheetName } from '../../http/xlsxFiles';
import { trackingColumns, trackingHeading } from './trackingImport';

/** The workbook staff fill for a tracking import: the two headings in their language, nothing else. */
export const trackingTemplate = async (locale: Locale): Promise<Buffer> => {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName(translate(locale, 'kago.orderFiles.import.templateSheet')), {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  sheet.columns = trackingColumns.map((column) => ({
    header: trackingHeading(locale, column),
    key: column,
    width: 24,
    // Text cells: a numeric-looking tracking keeps its leading zeros.
    style: { numFmt: '@' },
  }));
  sheet.getRow(1).font = { bold: true };
  return Buffer.from(await workbook.xlsx.writeBuffer());
};
