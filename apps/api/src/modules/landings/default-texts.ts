import type { LanguageCode } from '@jackdaw/contracts';

/**
 * The landings' texts before staff write their own, per language. The prize line has three
 * forms, picked by the prize (a deposit percent with or without free spins, or free spins only);
 * placeholders are LANDING_TEXT_PLACEHOLDERS, filled by the player call.
 */
export interface DefaultTexts {
  wheelTitle: string;
  wheelBody: string;
  wheelCta: string;
  gameTitle: string;
  gameBody: string;
  gameCta: string;
  prizeWithSpins: string;
  prizeNoSpins: string;
  prizeSpinsOnly: string;
}

export const DEFAULT_TEXTS: Record<LanguageCode, DefaultTexts> = {
  EN: {
    wheelTitle: 'Spin the wheel and win your welcome prize',
    wheelBody:
      'Spin the wheel, sign up and make your first deposit: the prize is added to your account.',
    wheelCta: 'Spin',
    gameTitle: 'Your welcome prize is waiting',
    gameBody: 'Sign up now and make your first deposit: the prize is added to your account.',
    gameCta: 'Sign up',
    prizeWithSpins: '{percent}% up to {amount} + {spins} free spins',
    prizeNoSpins: '{percent}% bonus up to {amount}',
    prizeSpinsOnly: '{spins} free spins in {game}',
  },
  FR: {
    wheelTitle: 'Faites tourner la roue et gagnez votre prix de bienvenue',
    wheelBody:
      'Faites tourner la roue, inscrivez-vous et faites votre premier dépôt : le prix est ajouté à votre compte.',
    wheelCta: 'Tourner',
    gameTitle: 'Votre prix de bienvenue vous attend',
    gameBody:
      'Inscrivez-vous maintenant et faites votre premier dépôt : le prix est ajouté à votre compte.',
    gameCta: 'S’inscrire',
    prizeWithSpins: '{percent} % jusqu’à {amount} + {spins} tours gratuits',
    prizeNoSpins: 'Bonus de {percent} % jusqu’à {amount}',
    prizeSpinsOnly: '{spins} tours gratuits sur {game}',
  },
  RU: {
    wheelTitle: 'Крутите колесо и выиграйте приветственный приз',
    wheelBody:
      'Крутите колесо, зарегистрируйтесь и сделайте первый депозит: приз будет зачислен на ваш счёт.',
    wheelCta: 'Крутить',
    gameTitle: 'Ваш приветственный приз ждёт вас',
    gameBody:
      'Зарегистрируйтесь сейчас и сделайте первый депозит: приз будет зачислен на ваш счёт.',
    gameCta: 'Зарегистрироваться',
    prizeWithSpins: '{percent}% до {amount} + {spins} фриспинов',
    prizeNoSpins: 'Бонус {percent}% до {amount}',
    prizeSpinsOnly: '{spins} фриспинов в {game}',
  },
  TR: {
    wheelTitle: 'Çarkı çevirin, hoş geldin ödülünüzü kazanın',
    wheelBody: 'Çarkı çevirin, kaydolun ve ilk yatırımınızı yapın: ödül hesabınıza eklenir.',
    wheelCta: 'Çevir',
    gameTitle: 'Hoş geldin ödülünüz sizi bekliyor',
    gameBody: 'Hemen kaydolun ve ilk yatırımınızı yapın: ödül hesabınıza eklenir.',
    gameCta: 'Kaydol',
    prizeWithSpins: '{amount} tutarına kadar %{percent} + {spins} bedava dönüş',
    prizeNoSpins: '{amount} tutarına kadar %{percent} bonus',
    prizeSpinsOnly: '{game} oyununda {spins} bedava dönüş',
  },
  AZ: {
    wheelTitle: 'Çarxı fırladın və xoş gəldin hədiyyənizi qazanın',
    wheelBody:
      'Çarxı fırladın, qeydiyyatdan keçin və ilk depozitinizi edin: hədiyyə hesabınıza əlavə olunur.',
    wheelCta: 'Fırlat',
    gameTitle: 'Xoş gəldin hədiyyəniz sizi gözləyir',
    gameBody: 'İndi qeydiyyatdan keçin və ilk depozitinizi edin: hədiyyə hesabınıza əlavə olunur.',
    gameCta: 'Qeydiyyat',
    prizeWithSpins: '{amount} məbləğinədək {percent}% + {spins} pulsuz fırlatma',
    prizeNoSpins: '{amount} məbləğinədək {percent}% bonus',
    prizeSpinsOnly: '{game} oyununda {spins} pulsuz fırlatma',
  },
  KZ: {
    wheelTitle: 'Дөңгелекті айналдырып, сәлемдесу сыйлығын ұтып алыңыз',
    wheelBody:
      'Дөңгелекті айналдырыңыз, тіркеліңіз және алғашқы депозитті салыңыз: сыйлық шотыңызға қосылады.',
    wheelCta: 'Айналдыру',
    gameTitle: 'Сәлемдесу сыйлығыңыз сізді күтуде',
    gameBody: 'Қазір тіркеліп, алғашқы депозитті салыңыз: сыйлық шотыңызға қосылады.',
    gameCta: 'Тіркелу',
    prizeWithSpins: '{amount} дейін {percent}% + {spins} тегін айналым',
    prizeNoSpins: '{amount} дейін {percent}% бонус',
    prizeSpinsOnly: '{game} ойынында {spins} тегін айналым',
  },
  UZ: {
    wheelTitle: 'Gʻildirakni aylantiring va xush kelibsiz sovgʻasini yutib oling',
    wheelBody:
      'Gʻildirakni aylantiring, roʻyxatdan oʻting va birinchi depozitni kiriting: sovgʻa hisobingizga qoʻshiladi.',
    wheelCta: 'Aylantirish',
    gameTitle: 'Xush kelibsiz sovgʻangiz sizni kutmoqda',
    gameBody:
      'Hoziroq roʻyxatdan oʻting va birinchi depozitni kiriting: sovgʻa hisobingizga qoʻshiladi.',
    gameCta: 'Roʻyxatdan oʻtish',
    prizeWithSpins: '{amount} gacha {percent}% + {spins} ta bepul aylantirish',
    prizeNoSpins: '{amount} gacha {percent}% bonus',
    prizeSpinsOnly: '{game} oʻyinida {spins} ta bepul aylantirish',
  },
  BN: {
    wheelTitle: 'চাকা ঘোরান, আপনার স্বাগত পুরস্কার জিতুন',
    wheelBody: 'চাকা ঘোরান, নিবন্ধন করুন এবং প্রথম ডিপোজিট করুন: পুরস্কার আপনার অ্যাকাউন্টে যোগ হবে।',
    wheelCta: 'ঘোরান',
    gameTitle: 'আপনার স্বাগত পুরস্কার অপেক্ষা করছে',
    gameBody: 'এখনই নিবন্ধন করুন এবং প্রথম ডিপোজিট করুন: পুরস্কার আপনার অ্যাকাউন্টে যোগ হবে।',
    gameCta: 'নিবন্ধন করুন',
    prizeWithSpins: '{amount} পর্যন্ত {percent}% + {spins}টি ফ্রি স্পিন',
    prizeNoSpins: '{amount} পর্যন্ত {percent}% বোনাস',
    prizeSpinsOnly: '{game}-এ {spins}টি ফ্রি স্পিন',
  },
  NE: {
    wheelTitle: 'पाङ्ग्रा घुमाउनुहोस् र आफ्नो स्वागत पुरस्कार जित्नुहोस्',
    wheelBody: 'पाङ्ग्रा घुमाउनुहोस्, दर्ता गर्नुहोस् र पहिलो डिपोजिट गर्नुहोस्: पुरस्कार तपाईंको खातामा थपिन्छ।',
    wheelCta: 'घुमाउनुहोस्',
    gameTitle: 'तपाईंको स्वागत पुरस्कार पर्खिरहेको छ',
    gameBody: 'अहिले नै दर्ता गर्नुहोस् र पहिलो डिपोजिट गर्नुहोस्: पुरस्कार तपाईंको खातामा थपिन्छ।',
    gameCta: 'दर्ता गर्नुहोस्',
    prizeWithSpins: '{amount} सम्म {percent}% + {spins} निःशुल्क स्पिन',
    prizeNoSpins: '{amount} सम्म {percent}% बोनस',
    prizeSpinsOnly: '{game} मा {spins} निःशुल्क स्पिन',
  },
  SI: {
    wheelTitle: 'රෝදය කරකවා ඔබේ සාදර පිළිගැනීමේ ත්‍යාගය දිනාගන්න',
    wheelBody: 'රෝදය කරකවන්න, ලියාපදිංචි වී පළමු තැන්පතුව කරන්න: ත්‍යාගය ඔබේ ගිණුමට එක් වේ.',
    wheelCta: 'කරකවන්න',
    gameTitle: 'ඔබේ සාදර පිළිගැනීමේ ත්‍යාගය ඔබ එනතුරු බලා සිටී',
    gameBody: 'දැන්ම ලියාපදිංචි වී පළමු තැන්පතුව කරන්න: ත්‍යාගය ඔබේ ගිණුමට එක් වේ.',
    gameCta: 'ලියාපදිංචි වන්න',
    prizeWithSpins: '{amount} දක්වා {percent}% + නොමිලේ කරකැවීම් {spins}',
    prizeNoSpins: '{amount} දක්වා {percent}% බෝනසය',
    prizeSpinsOnly: '{game} හි නොමිලේ කරකැවීම් {spins}',
  },
  MM: {
    wheelTitle: 'ဘီးကိုလှည့်ပြီး ကြိုဆိုဆုကို ရယူပါ',
    wheelBody: 'ဘီးကိုလှည့်ပါ၊ စာရင်းသွင်းပြီး ပထမဆုံးအကြိမ် ငွေသွင်းပါ။ ဆုကို သင့်အကောင့်ထဲ ထည့်ပေးပါမည်။',
    wheelCta: 'လှည့်မည်',
    gameTitle: 'သင့်ကြိုဆိုဆု စောင့်နေပါသည်',
    gameBody: 'ယခုပင် စာရင်းသွင်းပြီး ပထမဆုံးအကြိမ် ငွေသွင်းပါ။ ဆုကို သင့်အကောင့်ထဲ ထည့်ပေးပါမည်။',
    gameCta: 'စာရင်းသွင်းမည်',
    prizeWithSpins: '{amount} အထိ {percent}% + အခမဲ့လှည့်ခွင့် {spins} ကြိမ်',
    prizeNoSpins: '{amount} အထိ {percent}% ဘောနပ်စ်',
    prizeSpinsOnly: '{game} တွင် အခမဲ့လှည့်ခွင့် {spins} ကြိမ်',
  },
};
