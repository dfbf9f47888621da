import type { TFunction } from 'i18next';
import { site } from '../../config/site';

/**
 * The licence line of the footer and of the pages that refer to it: the operator's own words,
 * or, when the operator has given none, the statement that this is an unlicensed demonstration.
 */
export function operatorStatement(t: TFunction): string {
  return site.operatorLicence ?? t('footer.demoOperator', { brand: t('app.name') });
}
