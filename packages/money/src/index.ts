/**
 * @jackdaw/money: amounts in minor units and their display per language and currency
 * (engagement §9 "Money formatting"). Filled by the site shell issue.
 */
export {};
