/*
 * The keno board's own texts, one record per language (named as the originals dictionaries'
 * files). The framework spreads each into its dictionary of that language, e.g. in ru.ts
 * `...kenoRu`, so one `t` serves them; the shared board texts (risk, rows, won…) are the
 * framework's own keys.
 */

export const kenoEn = {
  'keno.grid': 'Numbers 1 to 40',
  'keno.numberHit': '{{number}}: drawn and picked',
  'keno.numberDrawn': '{{number}}: drawn',
  'keno.payouts': 'Payouts for {{picks}} picks',
  'keno.payoutFor': '{{hits}} hits: {{multiplier}}',
} as const;

export type KenoTextKey = keyof typeof kenoEn;
export type KenoTexts = Record<KenoTextKey, string>;

export const kenoRu: KenoTexts = {
  'keno.grid': 'Числа от 1 до 40',
  'keno.numberHit': '{{number}}: выпало, ваше число',
  'keno.numberDrawn': '{{number}}: выпало',
  'keno.payouts': 'Выплаты при {{picks}} выбранных числах',
  'keno.payoutFor': 'Совпадений {{hits}}: {{multiplier}}',
};

export const kenoFr: KenoTexts = {
  'keno.grid': 'Numéros de 1 à 40',
  'keno.numberHit': '{{number}} : tiré et choisi',
  'keno.numberDrawn': '{{number}} : tiré',
  'keno.payouts': 'Gains pour {{picks}} numéros choisis',
  'keno.payoutFor': '{{hits}} numéros trouvés : {{multiplier}}',
};

export const kenoTr: KenoTexts = {
  'keno.grid': '1 ile 40 arası sayılar',
  'keno.numberHit': '{{number}}: çekildi ve seçildi',
  'keno.numberDrawn': '{{number}}: çekildi',
  'keno.payouts': '{{picks}} seçim için ödemeler',
  'keno.payoutFor': '{{hits}} isabet: {{multiplier}}',
};

export const kenoAz: KenoTexts = {
  'keno.grid': '1-dən 40-a qədər rəqəmlər',
  'keno.numberHit': '{{number}}: çəkildi və seçilib',
  'keno.numberDrawn': '{{number}}: çəkildi',
  'keno.payouts': '{{picks}} seçim üçün ödənişlər',
  'keno.payoutFor': '{{hits}} uyğunluq: {{multiplier}}',
};

export const kenoKk: KenoTexts = {
  'keno.grid': '1-ден 40-қа дейінгі сандар',
  'keno.numberHit': '{{number}}: шықты, сіздің саныңыз',
  'keno.numberDrawn': '{{number}}: шықты',
  'keno.payouts': '{{picks}} таңдалған сан үшін төлемдер',
  'keno.payoutFor': '{{hits}} сәйкестік: {{multiplier}}',
};

export const kenoUz: KenoTexts = {
  'keno.grid': '1 dan 40 gacha sonlar',
  'keno.numberHit': '{{number}}: chiqdi va tanlangan',
  'keno.numberDrawn': '{{number}}: chiqdi',
  'keno.payouts': '{{picks}} ta tanlov uchun toʻlovlar',
  'keno.payoutFor': '{{hits}} ta moslik: {{multiplier}}',
};

export const kenoBn: KenoTexts = {
  'keno.grid': '1 থেকে 40 পর্যন্ত সংখ্যা',
  'keno.numberHit': '{{number}}: উঠেছে এবং আপনার বাছাই',
  'keno.numberDrawn': '{{number}}: উঠেছে',
  'keno.payouts': '{{picks}}টি বাছাইয়ের পেআউট',
  'keno.payoutFor': '{{hits}}টি মিল: {{multiplier}}',
};

export const kenoNe: KenoTexts = {
  'keno.grid': '1 देखि 40 सम्मका अङ्कहरू',
  'keno.numberHit': '{{number}}: निस्कियो र तपाईंले छानेको',
  'keno.numberDrawn': '{{number}}: निस्कियो',
  'keno.payouts': '{{picks}} छनोटका लागि भुक्तानी',
  'keno.payoutFor': '{{hits}} मिलान: {{multiplier}}',
};

export const kenoSi: KenoTexts = {
  'keno.grid': '1 සිට 40 දක්වා අංක',
  'keno.numberHit': '{{number}}: ඇදී ඇත, ඔබේ තේරීම',
  'keno.numberDrawn': '{{number}}: ඇදී ඇත',
  'keno.payouts': 'තේරීම් {{picks}} සඳහා ගෙවීම්',
  'keno.payoutFor': 'ගැළපීම් {{hits}}: {{multiplier}}',
};

export const kenoMy: KenoTexts = {
  'keno.grid': '1 မှ 40 အထိ နံပါတ်များ',
  'keno.numberHit': '{{number}}: ထွက်ပြီး သင်ရွေးထားသည်',
  'keno.numberDrawn': '{{number}}: ထွက်သည်',
  'keno.payouts': 'ရွေးချယ်မှု {{picks}} ခုအတွက် ပေးချေမှု',
  'keno.payoutFor': 'ကိုက်ညီမှု {{hits}} ခု: {{multiplier}}',
};
