import type { BonusChoice, LanguageCode } from '@jackdaw/contracts';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

export interface WelcomeTexts {
  subject: string;
  /** `{login}` stands for the address the player signed up with. */
  greeting: string;
  intro: string;
  deposit: string;
  depositButton: string;
  /** What the welcome bonus the player chose at sign-up does for them. */
  bonus: Record<BonusChoice, string>;
  bonusTerms: string;
  responsible: string;
  responsibleLink: string;
  siteLink: string;
  footer: string;
}

/** The welcome mail in each of the site's languages (terms as the site's dictionaries say them). */
export const welcomeTexts: Record<LanguageCode, WelcomeTexts> = {
  EN: {
    subject: 'Welcome to Jackdaw',
    greeting: 'Hello, {login}!',
    intro: 'Your Jackdaw account is ready. Here is how to start.',
    deposit: 'Make your first deposit with one of the payment methods of your country.',
    depositButton: 'Make a deposit',
    bonus: {
      casino:
        'You chose the casino welcome bonus: bonus money for slots and live games, which comes with your first deposit.',
      sport:
        'You chose the sports welcome bonus: bonus money for sports bets, which comes with your first deposit.',
      none: 'You chose to play without a welcome bonus: your deposits stay your own money.',
    },
    bonusTerms: 'Welcome bonus terms',
    responsible:
      'Play for fun, and only with money you can afford to lose. Our responsible gaming page explains how to stay in control and where to find help.',
    responsibleLink: 'Responsible gaming',
    siteLink: 'Open Jackdaw',
    footer: 'You receive this mail because this address was used to sign up at Jackdaw.',
  },
  BN: {
    subject: 'Jackdaw-এ স্বাগতম',
    greeting: 'হ্যালো, {login}!',
    intro: 'আপনার Jackdaw অ্যাকাউন্ট প্রস্তুত। কীভাবে শুরু করবেন, তা নিচে দেওয়া হলো।',
    deposit: 'আপনার দেশের যেকোনো একটি পেমেন্ট পদ্ধতিতে প্রথম ডিপোজিট করুন।',
    depositButton: 'ডিপোজিট করুন',
    bonus: {
      casino:
        'আপনি ক্যাসিনো স্বাগত বোনাস বেছে নিয়েছেন: স্লট ও লাইভ গেমের জন্য বোনাস টাকা, যা আপনার প্রথম ডিপোজিটের সাথে আসে।',
      sport:
        'আপনি খেলার স্বাগত বোনাস বেছে নিয়েছেন: খেলার বাজির জন্য বোনাস টাকা, যা আপনার প্রথম ডিপোজিটের সাথে আসে।',
      none: 'আপনি স্বাগত বোনাস ছাড়া খেলা বেছে নিয়েছেন: আপনার ডিপোজিট পুরোপুরি আপনার নিজের টাকাই থাকবে।',
    },
    bonusTerms: 'স্বাগত বোনাসের শর্তাবলি',
    responsible:
      'আনন্দের জন্য খেলুন, এবং শুধু সেই টাকা দিয়ে খেলুন যা হারালেও আপনার সমস্যা হবে না। আমাদের দায়িত্বশীল গেমিং পাতায় নিয়ন্ত্রণ বজায় রাখার উপায় এবং কোথায় সাহায্য পাবেন তা বলা আছে।',
    responsibleLink: 'দায়িত্বশীল গেমিং',
    siteLink: 'Jackdaw খুলুন',
    footer: 'এই ঠিকানা দিয়ে Jackdaw-এ নিবন্ধন করা হয়েছে বলে আপনি এই মেইলটি পাচ্ছেন।',
  },
  RU: {
    subject: 'Добро пожаловать в Jackdaw',
    greeting: 'Здравствуйте, {login}!',
    intro: 'Ваш аккаунт Jackdaw готов. Вот с чего начать.',
    deposit: 'Сделайте первый депозит одним из способов оплаты вашей страны.',
    depositButton: 'Пополнить счёт',
    bonus: {
      casino:
        'Вы выбрали приветственный бонус казино: бонусные деньги для слотов и лайв-игр, которые начисляются с первым депозитом.',
      sport:
        'Вы выбрали спортивный приветственный бонус: бонусные деньги для ставок на спорт, которые начисляются с первым депозитом.',
      none: 'Вы решили играть без приветственного бонуса: ваши депозиты остаются только вашими деньгами.',
    },
    bonusTerms: 'Условия приветственного бонуса',
    responsible:
      'Играйте ради удовольствия и только на те деньги, которые можете позволить себе проиграть. На странице об ответственной игре рассказано, как сохранять контроль и где найти помощь.',
    responsibleLink: 'Ответственная игра',
    siteLink: 'Открыть Jackdaw',
    footer: 'Вы получили это письмо, потому что этот адрес указали при регистрации в Jackdaw.',
  },
  KZ: {
    subject: 'Jackdaw-ға қош келдіңіз',
    greeting: 'Сәлеметсіз бе, {login}!',
    intro: 'Jackdaw аккаунтыңыз дайын. Неден бастау керегі төменде жазылған.',
    deposit: 'Еліңіздегі төлем тәсілдерінің бірімен алғашқы депозитіңізді салыңыз.',
    depositButton: 'Депозит салу',
    bonus: {
      casino:
        'Сіз казиноның сәлемдесу бонусын таңдадыңыз: слоттар мен лайв ойындарға арналған бонус ақша алғашқы депозитіңізбен бірге беріледі.',
      sport:
        'Сіз спорттық сәлемдесу бонусын таңдадыңыз: спортқа бәс тігуге арналған бонус ақша алғашқы депозитіңізбен бірге беріледі.',
      none: 'Сіз сәлемдесу бонусынсыз ойнауды таңдадыңыз: депозиттеріңіз толығымен өз ақшаңыз болып қалады.',
    },
    bonusTerms: 'Сәлемдесу бонусының шарттары',
    responsible:
      'Көңіл көтеру үшін және тек жоғалтуға шамаңыз жететін ақшамен ойнаңыз. Жауапты ойын бетінде бақылауды қалай сақтауға болатыны және көмекті қайдан табуға болатыны айтылған.',
    responsibleLink: 'Жауапты ойын',
    siteLink: 'Jackdaw-ды ашу',
    footer: 'Бұл хатты осы мекенжай Jackdaw-ға тіркелу үшін қолданылғандықтан алып отырсыз.',
  },
  TR: {
    subject: "Jackdaw'a hoş geldiniz",
    greeting: 'Merhaba {login}!',
    intro: 'Jackdaw hesabınız hazır. Nasıl başlayacağınız aşağıda.',
    deposit: 'Ülkenizin ödeme yöntemlerinden biriyle ilk yatırımınızı yapın.',
    depositButton: 'Para yatır',
    bonus: {
      casino:
        'Casino hoş geldin bonusunu seçtiniz: slotlar ve canlı oyunlar için bonus para, ilk yatırımınızla birlikte gelir.',
      sport:
        'Spor hoş geldin bonusunu seçtiniz: spor bahisleri için bonus para, ilk yatırımınızla birlikte gelir.',
      none: 'Hoş geldin bonusu olmadan oynamayı seçtiniz: yatırdığınız para tamamen sizin paranız olarak kalır.',
    },
    bonusTerms: 'Hoş geldin bonusu koşulları',
    responsible:
      'Eğlenmek için ve yalnızca kaybetmeyi göze alabileceğiniz parayla oynayın. Sorumlu oyun sayfamız kontrolü nasıl elinizde tutacağınızı ve nereden yardım alabileceğinizi anlatır.',
    responsibleLink: 'Sorumlu oyun',
    siteLink: "Jackdaw'ı aç",
    footer: "Bu e-postayı, bu adresle Jackdaw'a kaydolunduğu için alıyorsunuz.",
  },
  UZ: {
    subject: 'Jackdaw’ga xush kelibsiz',
    greeting: 'Salom, {login}!',
    intro: 'Jackdaw hisobingiz tayyor. Nimadan boshlash kerakligi quyida.',
    deposit: 'Mamlakatingizdagi toʻlov usullaridan biri bilan birinchi depozitni kiriting.',
    depositButton: 'Depozit kiritish',
    bonus: {
      casino:
        'Siz kazino xush kelibsiz bonusini tanladingiz: slotlar va jonli oʻyinlar uchun bonus pul birinchi depozitingiz bilan birga keladi.',
      sport:
        'Siz sport xush kelibsiz bonusini tanladingiz: sport tikish uchun bonus pul birinchi depozitingiz bilan birga keladi.',
      none: 'Siz xush kelibsiz bonusisiz oʻynashni tanladingiz: depozitlaringiz toʻliq oʻz pulingiz boʻlib qoladi.',
    },
    bonusTerms: 'Xush kelibsiz bonusi shartlari',
    responsible:
      'Koʻngilxushlik uchun va faqat yoʻqotishga qurbingiz yetadigan pul bilan oʻynang. Masʼuliyatli oʻyin sahifamizda nazoratni qanday saqlash va yordamni qayerdan topish mumkinligi aytilgan.',
    responsibleLink: 'Masʼuliyatli oʻyin',
    siteLink: 'Jackdaw’ni ochish',
    footer:
      'Siz bu xatni ushbu manzil Jackdaw’da roʻyxatdan oʻtish uchun ishlatilgani sababli olyapsiz.',
  },
  MM: {
    subject: 'Jackdaw မှ ကြိုဆိုပါသည်',
    greeting: 'မင်္ဂလာပါ {login}!',
    intro: 'သင့် Jackdaw အကောင့် အဆင်သင့်ဖြစ်ပါပြီ။ စတင်ရန် နည်းလမ်းမှာ အောက်ပါအတိုင်းဖြစ်သည်။',
    deposit: 'သင့်နိုင်ငံ၏ ငွေပေးချေမှုနည်းလမ်းတစ်ခုဖြင့် ပထမဆုံး ငွေသွင်းပါ။',
    depositButton: 'ငွေသွင်းရန်',
    bonus: {
      casino:
        'သင်သည် ကာစီနို ကြိုဆိုရေး ဘောနပ်စ်ကို ရွေးချယ်ခဲ့သည်- စလော့နှင့် တိုက်ရိုက်ဂိမ်းများအတွက် ဘောနပ်စ်ငွေကို ပထမဆုံး ငွေသွင်းမှုနှင့်အတူ ရရှိမည်။',
      sport:
        'သင်သည် အားကစား ကြိုဆိုရေး ဘောနပ်စ်ကို ရွေးချယ်ခဲ့သည်- အားကစား လောင်းကြေးများအတွက် ဘောနပ်စ်ငွေကို ပထမဆုံး ငွေသွင်းမှုနှင့်အတူ ရရှိမည်။',
      none: 'သင်သည် ကြိုဆိုရေး ဘောနပ်စ်မပါဘဲ ကစားရန် ရွေးချယ်ခဲ့သည်- သင်သွင်းသောငွေသည် သင့်ကိုယ်ပိုင်ငွေအဖြစ်သာ ရှိနေမည်။',
    },
    bonusTerms: 'ကြိုဆိုရေး ဘောနပ်စ် စည်းကမ်းချက်များ',
    responsible:
      'ပျော်ရွှင်ရန်အတွက်သာ ကစားပြီး ဆုံးရှုံးနိုင်သည့် ငွေဖြင့်သာ ကစားပါ။ ထိန်းချုပ်မှုကို မည်သို့ထိန်းသိမ်းရမည်နှင့် အကူအညီကို မည်သည့်နေရာတွင် ရနိုင်သည်ကို ကျွန်ုပ်တို့၏ တာဝန်သိသော ကစားခြင်း စာမျက်နှာတွင် ရှင်းပြထားသည်။',
    responsibleLink: 'တာဝန်သိသော ကစားခြင်း',
    siteLink: 'Jackdaw ကို ဖွင့်ရန်',
    footer: 'ဤလိပ်စာဖြင့် Jackdaw တွင် စာရင်းသွင်းခဲ့သောကြောင့် ဤမေးလ်ကို သင်ရရှိခြင်းဖြစ်သည်။',
  },
  SI: {
    subject: 'Jackdaw වෙත සාදරයෙන් පිළිගනිමු',
    greeting: 'ආයුබෝවන්, {login}!',
    intro: 'ඔබේ Jackdaw ගිණුම සූදානම්. ආරම්භ කරන ආකාරය පහත දැක්වේ.',
    deposit: 'ඔබේ රටේ ගෙවීම් ක්‍රමයකින් පළමු තැන්පතුව කරන්න.',
    depositButton: 'තැන්පතුවක් කරන්න',
    bonus: {
      casino:
        'ඔබ කැසිනෝ පිළිගැනීමේ බෝනසය තෝරා ගත්තා: ස්ලොට් සහ සජීවී ක්‍රීඩා සඳහා බෝනස් මුදල් ඔබේ පළමු තැන්පතුව සමඟ ලැබේ.',
      sport: 'ඔබ ක්‍රීඩා පිළිගැනීමේ බෝනසය තෝරා ගත්තා: ක්‍රීඩා ඔට්ටු සඳහා බෝනස් මුදල් ඔබේ පළමු තැන්පතුව සමඟ ලැබේ.',
      none: 'ඔබ පිළිගැනීමේ බෝනසයක් නොමැතිව ක්‍රීඩා කිරීමට තෝරා ගත්තා: ඔබේ තැන්පතු සම්පූර්ණයෙන්ම ඔබේම මුදල් ලෙස පවතී.',
    },
    bonusTerms: 'පිළිගැනීමේ බෝනසයේ කොන්දේසි',
    responsible:
      'විනෝදය සඳහා, අහිමි වුවද දරාගත හැකි මුදල් පමණක් යොදා ක්‍රීඩා කරන්න. පාලනය රැක ගන්නා ආකාරය සහ උදව් ලබා ගත හැකි තැන් අපගේ වගකිවයුතු ක්‍රීඩාව පිටුවේ විස්තර කර ඇත.',
    responsibleLink: 'වගකිවයුතු ක්‍රීඩාව',
    siteLink: 'Jackdaw විවෘත කරන්න',
    footer: 'මෙම ලිපිනය Jackdaw හි ලියාපදිංචි වීමට භාවිත කළ නිසා ඔබට මෙම තැපෑල ලැබේ.',
  },
  FR: {
    subject: 'Bienvenue sur Jackdaw',
    greeting: 'Bonjour {login} !',
    intro: 'Votre compte Jackdaw est prêt. Voici comment commencer.',
    deposit: 'Effectuez votre premier dépôt avec l’un des moyens de paiement de votre pays.',
    depositButton: 'Effectuer un dépôt',
    bonus: {
      casino:
        'Vous avez choisi le bonus de bienvenue casino : de l’argent bonus pour les machines à sous et les jeux en direct, qui arrive avec votre premier dépôt.',
      sport:
        'Vous avez choisi le bonus de bienvenue sport : de l’argent bonus pour les paris sportifs, qui arrive avec votre premier dépôt.',
      none: 'Vous avez choisi de jouer sans bonus de bienvenue : vos dépôts restent entièrement votre argent.',
    },
    bonusTerms: 'Conditions du bonus de bienvenue',
    responsible:
      'Jouez pour le plaisir, et seulement avec de l’argent que vous pouvez vous permettre de perdre. Notre page sur le jeu responsable explique comment garder le contrôle et où trouver de l’aide.',
    responsibleLink: 'Jeu responsable',
    siteLink: 'Ouvrir Jackdaw',
    footer:
      'Vous recevez ce message parce que cette adresse a servi à créer un compte sur Jackdaw.',
  },
  AZ: {
    subject: 'Jackdaw-a xoş gəlmisiniz',
    greeting: 'Salam, {login}!',
    intro: 'Jackdaw hesabınız hazırdır. Necə başlamaq lazım olduğu aşağıdadır.',
    deposit: 'Ölkənizin ödəniş üsullarından biri ilə ilk depozitinizi edin.',
    depositButton: 'Depozit et',
    bonus: {
      casino:
        'Siz kazino xoş gəldin bonusunu seçdiniz: slotlar və canlı oyunlar üçün bonus pul ilk depozitinizlə birlikdə gəlir.',
      sport:
        'Siz idman xoş gəldin bonusunu seçdiniz: idman mərcləri üçün bonus pul ilk depozitinizlə birlikdə gəlir.',
      none: 'Siz xoş gəldin bonusu olmadan oynamağı seçdiniz: depozitləriniz tamamilə öz pulunuz olaraq qalır.',
    },
    bonusTerms: 'Xoş gəldin bonusunun şərtləri',
    responsible:
      'Əyləncə üçün və yalnız itirə biləcəyiniz pulla oynayın. Məsuliyyətli oyun səhifəmiz nəzarəti necə saxlamağı və haradan kömək tapmağı izah edir.',
    responsibleLink: 'Məsuliyyətli oyun',
    siteLink: 'Jackdaw-u açın',
    footer: 'Bu məktubu ona görə alırsınız ki, bu ünvan Jackdaw-da qeydiyyat üçün istifadə olunub.',
  },
  NE: {
    subject: 'Jackdaw मा स्वागत छ',
    greeting: 'नमस्ते, {login}!',
    intro: 'तपाईंको Jackdaw खाता तयार छ। कसरी सुरु गर्ने भन्ने तल दिइएको छ।',
    deposit: 'आफ्नो देशको कुनै एक भुक्तानी विधिबाट पहिलो डिपोजिट गर्नुहोस्।',
    depositButton: 'डिपोजिट गर्नुहोस्',
    bonus: {
      casino:
        'तपाईंले क्यासिनो स्वागत बोनस छान्नुभयो: स्लट र लाइभ खेलका लागि बोनस रकम, जुन तपाईंको पहिलो डिपोजिटसँगै आउँछ।',
      sport:
        'तपाईंले खेलकुद स्वागत बोनस छान्नुभयो: खेलकुद बाजीका लागि बोनस रकम, जुन तपाईंको पहिलो डिपोजिटसँगै आउँछ।',
      none: 'तपाईंले स्वागत बोनसबिना खेल्ने छान्नुभयो: तपाईंको डिपोजिट पूर्ण रूपमा तपाईंकै रकम रहन्छ।',
    },
    bonusTerms: 'स्वागत बोनसका सर्तहरू',
    responsible:
      'रमाइलोका लागि, र गुमाउन सक्ने रकमले मात्र खेल्नुहोस्। नियन्त्रणमा कसरी रहने र सहयोग कहाँ पाउने भन्ने कुरा हाम्रो जिम्मेवार गेमिङ पृष्ठमा बताइएको छ।',
    responsibleLink: 'जिम्मेवार गेमिङ',
    siteLink: 'Jackdaw खोल्नुहोस्',
    footer: 'यो ठेगानाबाट Jackdaw मा दर्ता गरिएकोले तपाईंले यो इमेल पाउनुभएको हो।',
  },
};

/** The site's address in a language: English has no prefix (spec core §1). */
function siteIn(publicUrl: string, language: LanguageCode): string {
  const root = publicUrl.replace(/\/+$/, '');
  return language === 'EN' ? root : `${root}/${language.toLowerCase()}`;
}

export interface WelcomeMailInput {
  login: string;
  bonusChoice: BonusChoice;
  publicUrl: string;
  language?: LanguageCode | undefined;
}

/**
 * The mail a new player gets after sign-up: what to do next (deposit, the welcome bonus they
 * chose, responsible gaming) with links into the site in their language. Plain text and simple
 * HTML with inline styles only and no remote images, which mail clients block.
 */
export function welcomeMail({ login, bonusChoice, publicUrl, language = 'EN' }: WelcomeMailInput): {
  subject: string;
  html: string;
  text: string;
} {
  const texts = welcomeTexts[language];
  const site = siteIn(publicUrl, language);
  const links = {
    site: `${site}/`,
    deposit: `${site}/?popup=deposit`,
    bonusTerms: `${site}/info/welcome-bonus`,
    responsible: `${site}/info/responsiblegame`,
  };
  const bonus = texts.bonus[bonusChoice];
  const withTerms = bonusChoice !== 'none';
  const [greetingBefore = '', greetingAfter = ''] = texts.greeting.split('{login}');
  const text = [
    `${greetingBefore}${login}${greetingAfter}`,
    texts.intro,
    `1. ${texts.deposit}\n${texts.depositButton}: ${links.deposit}`,
    `2. ${bonus}${withTerms ? `\n${texts.bonusTerms}: ${links.bonusTerms}` : ''}`,
    `3. ${texts.responsible}\n${texts.responsibleLink}: ${links.responsible}`,
    `${texts.siteLink}: ${links.site}`,
    texts.footer,
  ].join('\n\n');
  const link = (href: string, label: string) =>
    `<a href="${escapeHtml(href)}" style="color:#8a5300">${escapeHtml(label)}</a>`;
  const html = `<div style="font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#111">
<p style="font-size:20px;font-weight:700">${escapeHtml(greetingBefore)}${escapeHtml(login)}${escapeHtml(greetingAfter)}</p>
<p>${escapeHtml(texts.intro)}</p>
<ol>
<li><p>${escapeHtml(texts.deposit)}</p><p><a href="${escapeHtml(links.deposit)}" style="display:inline-block;padding:12px 20px;background:#f5b82e;color:#1a1300;border-radius:8px;font-weight:700;text-decoration:none">${escapeHtml(texts.depositButton)}</a></p></li>
<li><p>${escapeHtml(bonus)}${withTerms ? ` ${link(links.bonusTerms, texts.bonusTerms)}` : ''}</p></li>
<li><p>${escapeHtml(texts.responsible)} ${link(links.responsible, texts.responsibleLink)}</p></li>
</ol>
<p>${link(links.site, texts.siteLink)}</p>
<p style="font-size:13px;color:#555">${escapeHtml(texts.footer)}</p>
</div>`;
  return { subject: texts.subject, html, text };
}
