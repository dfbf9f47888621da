/*
 * The plinko board's own texts, one record per language (named as the originals dictionaries'
 * files). The framework spreads each into its dictionary of that language, e.g. in ru.ts
 * `...plinkoRu`, so one `t` serves them; the shared board texts (risk, rows, won…) are the
 * framework's own keys.
 */

export const plinkoEn = {
  'plinko.board': 'Plinko board: {{rows}} rows; the slots pay {{multipliers}}',
  'plinko.landed': 'The ball landed on {{multiplier}}',
} as const;

export type PlinkoTextKey = keyof typeof plinkoEn;
export type PlinkoTexts = Record<PlinkoTextKey, string>;

export const plinkoRu: PlinkoTexts = {
  'plinko.board': 'Доска плинко: {{rows}} рядов; лунки платят {{multipliers}}',
  'plinko.landed': 'Шарик упал в лунку {{multiplier}}',
};

export const plinkoFr: PlinkoTexts = {
  'plinko.board': 'Plateau de plinko : {{rows}} rangées ; les cases paient {{multipliers}}',
  'plinko.landed': 'La bille est tombée sur {{multiplier}}',
};

export const plinkoTr: PlinkoTexts = {
  'plinko.board': 'Plinko tahtası: {{rows}} sıra; cepler {{multipliers}} öder',
  'plinko.landed': 'Top {{multiplier}} cebine düştü',
};

export const plinkoAz: PlinkoTexts = {
  'plinko.board': 'Plinko lövhəsi: {{rows}} sıra; ciblər {{multipliers}} ödəyir',
  'plinko.landed': 'Top {{multiplier}} cibinə düşdü',
};

export const plinkoKk: PlinkoTexts = {
  'plinko.board': 'Плинко тақтасы: {{rows}} қатар; ұяшықтар {{multipliers}} төлейді',
  'plinko.landed': 'Доп {{multiplier}} ұяшығына түсті',
};

export const plinkoUz: PlinkoTexts = {
  'plinko.board': 'Plinko taxtasi: {{rows}} qator; kataklar {{multipliers}} toʻlaydi',
  'plinko.landed': 'Shar {{multiplier}} katagiga tushdi',
};

export const plinkoBn: PlinkoTexts = {
  'plinko.board': 'প্লিংকো বোর্ড: {{rows}} সারি; ঘরগুলো দেয় {{multipliers}}',
  'plinko.landed': 'বলটি {{multiplier}}-এ পড়েছে',
};

export const plinkoNe: PlinkoTexts = {
  'plinko.board': 'प्लिन्को बोर्ड: {{rows}} पङ्क्ति; खानाहरूले {{multipliers}} तिर्छन्',
  'plinko.landed': 'बल {{multiplier}} मा खस्यो',
};

export const plinkoSi: PlinkoTexts = {
  'plinko.board': 'ප්ලින්කෝ පුවරුව: පේළි {{rows}}; කොටු {{multipliers}} ගෙවයි',
  'plinko.landed': 'බෝලය {{multiplier}} මත වැටුණි',
};

export const plinkoMy: PlinkoTexts = {
  'plinko.board': 'ပလင်ကို ဘုတ်: အတန်း {{rows}} တန်း၊ အကွက်များက {{multipliers}} ပေးသည်',
  'plinko.landed': 'ဘောလုံး {{multiplier}} တွင် ကျသည်',
};
