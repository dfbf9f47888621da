/**
 * @jackdaw/money: amounts in minor units and their display per language and currency
 * (engagement §9 "Money formatting" and "Country names by language code").
 */
export { formatAmount } from './format-amount.js';
export { formatMoney } from './format-money.js';
export { parseAmount } from './parse-amount.js';
export { countryNameForLanguage, type CountryName } from './country-names.js';
export type { MinorAmount } from './minor-units.js';
