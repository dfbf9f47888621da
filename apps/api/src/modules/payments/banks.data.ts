import type { Bank, BankList } from '@jackdaw/contracts';

interface BankRecord {
  id: string | number;
  name: string;
  active: boolean;
}

const turkishBanks: [name: string, payhera: number, eft: string, slug: string, active: boolean][] =
  [
    ['Ziraat Bankası', 1, '0010', 'ziraat', true],
    ['Halkbank', 2, '0012', 'halkbank', true],
    ['VakıfBank', 3, '0015', 'vakifbank', true],
    ['Türkiye İş Bankası', 4, '0064', 'isbank', true],
    ['Garanti BBVA', 5, '0062', 'garanti', true],
    ['Yapı Kredi', 6, '0067', 'yapikredi', true],
    ['Akbank', 7, '0046', 'akbank', true],
    ['QNB', 8, '0111', 'qnb', true],
    ['DenizBank', 9, '0134', 'denizbank', true],
    ['Enpara', 10, '0111', 'enpara', true],
    ['Kuveyt Türk', 11, '0205', 'kuveytturk', true],
    ['ING', 12, '0099', 'ing', false],
  ];

/**
 * Bank lists of spec core §3: Sri Lanka, India, Turkey (the provider's own numbers, the EFT
 * codes, and string ids) and Azerbaijan. Inactive banks stay in the data and are never sent.
 */
const LISTS: Record<BankList, BankRecord[]> = {
  TR: turkishBanks.map(([name, id, , , active]) => ({ id, name, active })),
  TR_EFT: turkishBanks.map(([name, , id, , active]) => ({ id, name, active })),
  TR_SLUG: turkishBanks.map(([name, , , id, active]) => ({ id, name, active })),
  IN: [
    { id: 'SBIN', name: 'State Bank of India', active: true },
    { id: 'HDFC', name: 'HDFC Bank', active: true },
    { id: 'ICIC', name: 'ICICI Bank', active: true },
    { id: 'UTIB', name: 'Axis Bank', active: true },
    { id: 'KKBK', name: 'Kotak Mahindra Bank', active: true },
    { id: 'PUNB', name: 'Punjab National Bank', active: true },
    { id: 'BARB', name: 'Bank of Baroda', active: true },
    { id: 'YESB', name: 'Yes Bank', active: true },
    { id: 'LAVB', name: 'Lakshmi Vilas Bank', active: false },
  ],
  LK: [
    { id: 7010, name: 'Bank of Ceylon', active: true },
    { id: 7056, name: 'Commercial Bank of Ceylon', active: true },
    { id: 7083, name: 'Hatton National Bank', active: true },
    { id: 7135, name: "People's Bank", active: true },
    { id: 7278, name: 'Sampath Bank', active: true },
    { id: 7287, name: 'Seylan Bank', active: true },
    { id: 7162, name: 'Nations Trust Bank', active: true },
    { id: 7214, name: 'NDB Bank', active: false },
  ],
  AZ: [
    { id: 'kapital', name: 'Kapital Bank', active: true },
    { id: 'pasha', name: 'PAŞA Bank', active: true },
    { id: 'abb', name: 'ABB', active: true },
    { id: 'leobank', name: 'Leobank', active: true },
    { id: 'unibank', name: 'Unibank', active: true },
    { id: 'rabitabank', name: 'Rabitabank', active: true },
    { id: 'bankrespublika', name: 'Bank Respublika', active: false },
  ],
};

const BANK_LOGO = '/static/payments/bank.svg';

/** The active banks of a list, as the site shows them. */
export function banksOf(list: BankList): Bank[] {
  return LISTS[list]
    .filter((bank) => bank.active)
    .map((bank) => ({ id: bank.id, name: bank.name, logo: BANK_LOGO }));
}

/** An active bank of a list by its id (a number or string as the list numbers them). */
export function findBank(list: BankList, id: string | number): Bank | undefined {
  return banksOf(list).find((bank) => String(bank.id) === String(id));
}
