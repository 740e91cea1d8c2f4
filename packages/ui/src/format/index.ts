export {
  formatDate,
  formatMoney,
  formatScore,
  formatShare,
  formatSigned,
  formatSignedPercent,
  formatUsd,
} from './format';
