import type { ProviderProtocol } from '../adapters/protocol.js';
import { simplePayProtocol } from './simple_pay/simple_pay.provider.js';
import { azarpayProtocol } from './azarpay/azarpay.provider.js';
import { valerpayProtocol } from './valerpay/valerpay.provider.js';
import { paykassmaProtocol } from './paykassma/paykassma.provider.js';
import { cebProtocol } from './ceb/ceb.provider.js';
import { constantposProtocol } from './constantpos/constantpos.provider.js';
import { corefyProtocol } from './corefy/corefy.provider.js';
import { mpayProtocol } from './mpay/mpay.provider.js';
import { troyProtocol } from './troy/troy.provider.js';
import { epulProtocol } from './epul/epul.provider.js';
import { expayProtocol } from './expay/expay.provider.js';
import { payheraProtocol } from './payhera/payhera.provider.js';
import { havalePayheraProtocol } from './havale_payhera/havale_payhera.provider.js';
import { paycosProtocol } from './paycos/paycos.provider.js';
import { payturkaProtocol } from './payturka/payturka.provider.js';
import { zenpayProtocol } from './zenpay/zenpay.provider.js';
import { apayProtocol } from './apay/apay.provider.js';
import { wellxpayProtocol } from './wellxpay/wellxpay.provider.js';
import { cashixProtocol } from './cashix/cashix.provider.js';
import { smartpropayProtocol } from './smartpropay/smartpropay.provider.js';
import { maksiparaProtocol } from './maksipara/maksipara.provider.js';
import { octopaysProtocol } from './octopays/octopays.provider.js';
import { creedoProtocol } from './creedo/creedo.provider.js';
import { jazzcashProtocol } from './jazzcash/jazzcash.provider.js';
import { manualProtocol } from './manual/manual.provider.js';
import { testProtocol } from './test/test.provider.js';

/**
 * Every payment provider's protocol, by identifier. Referral and bonus (provider codes 3 and 1)
 * are sources of the history, not payment systems: they have no adapter.
 */
export const PROVIDER_PROTOCOLS: readonly ProviderProtocol[] = [
  simplePayProtocol,
  azarpayProtocol,
  valerpayProtocol,
  paykassmaProtocol,
  cebProtocol,
  constantposProtocol,
  corefyProtocol,
  mpayProtocol,
  troyProtocol,
  epulProtocol,
  expayProtocol,
  payheraProtocol,
  havalePayheraProtocol,
  paycosProtocol,
  payturkaProtocol,
  zenpayProtocol,
  apayProtocol,
  wellxpayProtocol,
  cashixProtocol,
  smartpropayProtocol,
  maksiparaProtocol,
  octopaysProtocol,
  creedoProtocol,
  jazzcashProtocol,
  manualProtocol,
  testProtocol,
];
