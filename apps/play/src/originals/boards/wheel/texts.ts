/*
 * The wheel board's own texts, one record per language (named as the originals dictionaries'
 * files). The framework spreads each into its dictionary of that language, e.g. in ru.ts
 * `...wheelRu`, so one `t` serves them; the shared board texts (risk, rows, won…) are the
 * framework's own keys.
 */

export const wheelEn = {
  'wheel.board': 'Wheel of {{segments}} segments',
  'wheel.landed': 'The wheel stopped on {{multiplier}}',
  'wheel.legend': 'Multipliers and their chances',
} as const;

export type WheelTextKey = keyof typeof wheelEn;
export type WheelTexts = Record<WheelTextKey, string>;

export const wheelRu: WheelTexts = {
  'wheel.board': 'Колесо из {{segments}} секторов',
  'wheel.landed': 'Колесо остановилось на {{multiplier}}',
  'wheel.legend': 'Множители и их вероятность',
};

export const wheelFr: WheelTexts = {
  'wheel.board': 'Roue de {{segments}} segments',
  'wheel.landed': 'La roue s’est arrêtée sur {{multiplier}}',
  'wheel.legend': 'Multiplicateurs et leurs chances',
};

export const wheelTr: WheelTexts = {
  'wheel.board': '{{segments}} dilimli çark',
  'wheel.landed': 'Çark {{multiplier}} üzerinde durdu',
  'wheel.legend': 'Çarpanlar ve olasılıkları',
};

export const wheelAz: WheelTexts = {
  'wheel.board': '{{segments}} seqmentli çarx',
  'wheel.landed': 'Çarx {{multiplier}} üzərində dayandı',
  'wheel.legend': 'Əmsallar və onların ehtimalı',
};

export const wheelKk: WheelTexts = {
  'wheel.board': '{{segments}} секторлы дөңгелек',
  'wheel.landed': 'Дөңгелек {{multiplier}} тұсында тоқтады',
  'wheel.legend': 'Көбейткіштер және олардың ықтималдығы',
};

export const wheelUz: WheelTexts = {
  'wheel.board': '{{segments}} sektorli gʻildirak',
  'wheel.landed': 'Gʻildirak {{multiplier}} da toʻxtadi',
  'wheel.legend': 'Koeffitsientlar va ularning ehtimoli',
};

export const wheelBn: WheelTexts = {
  'wheel.board': '{{segments}} ভাগের চাকা',
  'wheel.landed': 'চাকাটি {{multiplier}}-এ থেমেছে',
  'wheel.legend': 'গুণক এবং তাদের সম্ভাবনা',
};

export const wheelNe: WheelTexts = {
  'wheel.board': '{{segments}} खण्डको चक्का',
  'wheel.landed': 'चक्का {{multiplier}} मा रोकियो',
  'wheel.legend': 'गुणक र तिनका सम्भावना',
};

export const wheelSi: WheelTexts = {
  'wheel.board': 'කොටස් {{segments}} ක රෝදය',
  'wheel.landed': 'රෝදය {{multiplier}} මත නතර විය',
  'wheel.legend': 'ගුණක සහ ඒවායේ සම්භාවිතාව',
};

export const wheelMy: WheelTexts = {
  'wheel.board': 'အပိုင်း {{segments}} ပိုင်းပါ ဘီး',
  'wheel.landed': 'ဘီးသည် {{multiplier}} တွင် ရပ်သွားသည်',
  'wheel.legend': 'မြှောက်ကိန်းများနှင့် ၎င်းတို့၏ အခွင့်အလမ်း',
};
