import type { ProviderProtocol } from '../../adapters/protocol.js';
import { payheraProtocol } from '../payhera/payhera.provider.js';

/**
 * Havale Hera: Havale bank transfers; bank list TR (the provider's own numbers). The same
 * vendor and API as PayHera (signature, fields, status words), under its own identifier.
 */
export const havalePayheraProtocol: ProviderProtocol = {
  ...payheraProtocol,
  id: 'havale_payhera',
  name: 'Havale Hera',
};
