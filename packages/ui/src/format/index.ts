export { CSV_BOM, CSV_LINE_END, csvText } from './csv';
export {
  formatDate,
  formatMoney,
  formatScore,
  formatShare,
  formatSigned,
  formatSignedPercent,
  formatUsd,
} from './format';
