import type { BannerTranslation } from '@jackdaw/contracts';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { banners } from './banners.schema.js';

type Copy = Omit<BannerTranslation, 'language' | 'title'> & { title: [string, string] };

const gold = '#f5b82e';
const white = '#eef1f8';

/** Title in two parts (gold, then white), a button and the two descriptions, per language. */
function translations(copies: Record<string, Copy>): BannerTranslation[] {
  return Object.entries(copies).map(([language, copy]) => ({
    language,
    buttonName: copy.buttonName,
    title: [
      { text: copy.title[0], color: gold },
      { text: copy.title[1], color: white },
    ],
    descriptionMob: copy.descriptionMob,
    descriptionDesktop: copy.descriptionDesktop,
  }));
}

/** The carousel a fresh install shows: the welcome bonus, the own slots and the referral programme. */
export const DEMO_BANNERS = [
  {
    name: 'welcome-bonus',
    weight: 10,
    buttonLinkDesktop: '/?popup=deposit',
    buttonLinkMob: '/?popup=deposit',
    imgDesktop: '/images/banners/welcome-desktop.svg',
    imgMob: '/images/banners/welcome-mobile.svg',
    translations: translations({
      EN: {
        title: ['125% bonus', 'on your first deposit'],
        buttonName: 'Deposit',
        descriptionMob: 'Within 15 minutes of signing up.',
        descriptionDesktop:
          'Deposit within 15 minutes of signing up and get 125% on top. Terms apply.',
      },
      TR: {
        title: ['%125 bonus', 'ilk yatırımınıza'],
        buttonName: 'Yatır',
        descriptionMob: 'Kayıttan sonraki 15 dakika içinde.',
        descriptionDesktop:
          'Kayıttan sonraki 15 dakika içinde yatırın, %125 ek bonus kazanın. Şartlar geçerlidir.',
      },
      RU: {
        title: ['Бонус 125%', 'на первый депозит'],
        buttonName: 'Пополнить',
        descriptionMob: 'В течение 15 минут после регистрации.',
        descriptionDesktop:
          'Пополните счёт в течение 15 минут после регистрации и получите +125%. Действуют условия.',
      },
      AZ: {
        title: ['125% bonus', 'ilk depozitinizə'],
        buttonName: 'Depozit',
        descriptionMob: 'Qeydiyyatdan sonra 15 dəqiqə ərzində.',
        descriptionDesktop:
          'Qeydiyyatdan sonra 15 dəqiqə ərzində depozit edin və 125% əlavə alın. Şərtlər tətbiq olunur.',
      },
      BN: {
        title: ['১২৫% বোনাস', 'আপনার প্রথম ডিপোজিটে'],
        buttonName: 'ডিপোজিট',
        descriptionMob: 'সাইন আপের ১৫ মিনিটের মধ্যে।',
        descriptionDesktop: 'সাইন আপের ১৫ মিনিটের মধ্যে ডিপোজিট করুন এবং ১২৫% বেশি পান। শর্ত প্রযোজ্য।',
      },
      FR: {
        title: ['Bonus de 125 %', 'sur votre premier dépôt'],
        buttonName: 'Déposer',
        descriptionMob: 'Dans les 15 minutes après l’inscription.',
        descriptionDesktop:
          'Déposez dans les 15 minutes suivant votre inscription et recevez 125 % en plus. Conditions applicables.',
      },
      KZ: {
        title: ['125% бонус', 'алғашқы депозитке'],
        buttonName: 'Толтыру',
        descriptionMob: 'Тіркелгеннен кейін 15 минут ішінде.',
        descriptionDesktop:
          'Тіркелгеннен кейін 15 минут ішінде толтырып, 125% қосымша алыңыз. Шарттар қолданылады.',
      },
      MM: {
        title: ['၁၂၅% ဘောနပ်စ်', 'ပထမဆုံး ငွေသွင်းမှုတွင်'],
        buttonName: 'ငွေသွင်းရန်',
        descriptionMob: 'စာရင်းသွင်းပြီး ၁၅ မိနစ်အတွင်း။',
        descriptionDesktop: 'စာရင်းသွင်းပြီး ၁၅ မိနစ်အတွင်း ငွေသွင်းပါက ၁၂၅% ထပ်ရပါမည်။ စည်းကမ်းချက်များ သက်ဆိုင်ပါသည်။',
      },
      NE: {
        title: ['१२५% बोनस', 'तपाईंको पहिलो जम्मामा'],
        buttonName: 'जम्मा गर्नुहोस्',
        descriptionMob: 'साइन अप गरेको १५ मिनेटभित्र।',
        descriptionDesktop:
          'साइन अप गरेको १५ मिनेटभित्र जम्मा गर्नुहोस् र १२५% थप पाउनुहोस्। सर्तहरू लागू हुन्छन्।',
      },
      SI: {
        title: ['125% බෝනස්', 'ඔබේ පළමු තැන්පතුවට'],
        buttonName: 'තැන්පත් කරන්න',
        descriptionMob: 'ලියාපදිංචි වී මිනිත්තු 15ක් ඇතුළත.',
        descriptionDesktop: 'ලියාපදිංචි වී මිනිත්තු 15ක් ඇතුළත තැන්පත් කර 125%ක් අමතරව ලබාගන්න. කොන්දේසි අදාළයි.',
      },
      UZ: {
        title: ['125% bonus', 'birinchi depozitingizga'],
        buttonName: 'Toʻldirish',
        descriptionMob: 'Roʻyxatdan oʻtgach 15 daqiqa ichida.',
        descriptionDesktop:
          'Roʻyxatdan oʻtgach 15 daqiqa ichida toʻldiring va 125% qoʻshimcha oling. Shartlar amal qiladi.',
      },
    }),
  },
  {
    name: 'fruit-classic',
    weight: 20,
    buttonLinkDesktop: '/slots/fruit-classic',
    buttonLinkMob: '/slots/fruit-classic',
    imgDesktop: '/images/banners/fruit-desktop.svg',
    imgMob: '/images/banners/fruit-mobile.svg',
    translations: translations({
      EN: {
        title: ['Fruit Classic', 'provably fair'],
        buttonName: 'Play',
        descriptionMob: 'Check every spin yourself.',
        descriptionDesktop:
          'Our own slot: every spin can be checked with its seeds, right in the game.',
      },
      TR: {
        title: ['Fruit Classic', 'kanıtlanabilir adil'],
        buttonName: 'Oyna',
        descriptionMob: 'Her dönüşü kendiniz doğrulayın.',
        descriptionDesktop: 'Kendi slotumuz: her dönüş, oyunun içinde tohumlarıyla doğrulanabilir.',
      },
      RU: {
        title: ['Fruit Classic', 'доказуемо честно'],
        buttonName: 'Играть',
        descriptionMob: 'Проверьте каждый спин сами.',
        descriptionDesktop:
          'Наш собственный слот: каждый спин можно проверить по его сидам прямо в игре.',
      },
      AZ: {
        title: ['Fruit Classic', 'sübut edilə bilən ədalət'],
        buttonName: 'Oyna',
        descriptionMob: 'Hər fırlanmanı özünüz yoxlayın.',
        descriptionDesktop:
          'Öz slotumuz: hər fırlanma oyunun içində toxumları ilə yoxlanıla bilər.',
      },
      BN: {
        title: ['Fruit Classic', 'প্রমাণযোগ্যভাবে ন্যায্য'],
        buttonName: 'খেলুন',
        descriptionMob: 'প্রতিটি স্পিন নিজেই যাচাই করুন।',
        descriptionDesktop:
          'আমাদের নিজস্ব স্লট: প্রতিটি স্পিন গেমের ভেতরেই তার সিড দিয়ে যাচাই করা যায়।',
      },
      FR: {
        title: ['Fruit Classic', 'équité prouvable'],
        buttonName: 'Jouer',
        descriptionMob: 'Vérifiez chaque tour vous-même.',
        descriptionDesktop:
          'Notre propre machine à sous : chaque tour se vérifie avec ses graines, directement dans le jeu.',
      },
      KZ: {
        title: ['Fruit Classic', 'дәлелденетін әділдік'],
        buttonName: 'Ойнау',
        descriptionMob: 'Әр айналымды өзіңіз тексеріңіз.',
        descriptionDesktop:
          'Өз слотымыз: әр айналымды ойынның ішінде оның сидтері арқылы тексеруге болады.',
      },
      MM: {
        title: ['Fruit Classic', 'သက်သေပြနိုင်သော တရားမျှတမှု'],
        buttonName: 'ကစားရန်',
        descriptionMob: 'လှည့်တိုင်းကို ကိုယ်တိုင် စစ်ဆေးပါ။',
        descriptionDesktop: 'ကျွန်ုပ်တို့၏ ကိုယ်ပိုင် စလော့- လှည့်တိုင်းကို ဂိမ်းထဲတွင် ၎င်း၏ seed များဖြင့် စစ်ဆေးနိုင်သည်။',
      },
      NE: {
        title: ['Fruit Classic', 'प्रमाणित रूपमा निष्पक्ष'],
        buttonName: 'खेल्नुहोस्',
        descriptionMob: 'हरेक स्पिन आफैं जाँच्नुहोस्।',
        descriptionDesktop: 'हाम्रो आफ्नै स्लट: हरेक स्पिन खेलभित्रै यसको सिडद्वारा जाँच्न सकिन्छ।',
      },
      SI: {
        title: ['Fruit Classic', 'සාධාරණත්වය ඔප්පු කළ හැකියි'],
        buttonName: 'සෙල්ලම් කරන්න',
        descriptionMob: 'සෑම කරකැවීමක්ම ඔබම පරීක්ෂා කරන්න.',
        descriptionDesktop: 'අපේම ස්ලොට් එක: සෑම කරකැවීමක්ම ක්‍රීඩාව තුළම එහි බීජ මගින් පරීක්ෂා කළ හැකියි.',
      },
      UZ: {
        title: ['Fruit Classic', 'isbotlanadigan adolat'],
        buttonName: 'Oʻynash',
        descriptionMob: 'Har bir aylanishni oʻzingiz tekshiring.',
        descriptionDesktop:
          'Oʻz slotimiz: har bir aylanishni oʻyinning ichida uning seedlari orqali tekshirish mumkin.',
      },
    }),
  },
  {
    name: 'invite-friends',
    weight: 30,
    buttonLinkDesktop: '/profile/invite',
    buttonLinkMob: '/profile/invite',
    imgDesktop: '/images/banners/invite-desktop.svg',
    imgMob: '/images/banners/invite-mobile.svg',
    translations: translations({
      EN: {
        title: ['Invite friends', 'earn from their play'],
        buttonName: 'Invite',
        descriptionMob: 'Share your link.',
        descriptionDesktop:
          'Share your link: a share of your friends’ bets and deposits goes to your referral balance.',
      },
      TR: {
        title: ['Arkadaşlarını davet et', 'oyunlarından kazan'],
        buttonName: 'Davet et',
        descriptionMob: 'Bağlantını paylaş.',
        descriptionDesktop:
          'Bağlantını paylaş: arkadaşlarının bahis ve yatırımlarından bir pay referans bakiyene gelir.',
      },
      RU: {
        title: ['Пригласите друзей', 'и зарабатывайте'],
        buttonName: 'Пригласить',
        descriptionMob: 'Поделитесь своей ссылкой.',
        descriptionDesktop:
          'Поделитесь ссылкой: часть ставок и депозитов ваших друзей поступает на реферальный баланс.',
      },
      AZ: {
        title: ['Dostlarını dəvət et', 'oyunlarından qazan'],
        buttonName: 'Dəvət et',
        descriptionMob: 'Linkini paylaş.',
        descriptionDesktop:
          'Linkini paylaş: dostlarının mərc və depozitlərindən bir pay referal balansına gəlir.',
      },
      BN: {
        title: ['বন্ধুদের আমন্ত্রণ জানান', 'তাদের খেলা থেকে আয় করুন'],
        buttonName: 'আমন্ত্রণ',
        descriptionMob: 'আপনার লিঙ্ক শেয়ার করুন।',
        descriptionDesktop:
          'আপনার লিঙ্ক শেয়ার করুন: বন্ধুদের বাজি ও ডিপোজিটের একটি অংশ আপনার রেফারেল ব্যালেন্সে যায়।',
      },
      FR: {
        title: ['Invitez vos amis', 'gagnez sur leur jeu'],
        buttonName: 'Inviter',
        descriptionMob: 'Partagez votre lien.',
        descriptionDesktop:
          'Partagez votre lien : une part des mises et des dépôts de vos amis va sur votre solde de parrainage.',
      },
      KZ: {
        title: ['Достарыңызды шақырыңыз', 'олардың ойынынан табыңыз'],
        buttonName: 'Шақыру',
        descriptionMob: 'Сілтемеңізбен бөлісіңіз.',
        descriptionDesktop:
          'Сілтемеңізбен бөлісіңіз: достарыңыздың ставкалары мен депозиттерінің бір бөлігі реферал балансыңызға түседі.',
      },
      MM: {
        title: ['သူငယ်ချင်းများကို ဖိတ်ပါ', 'သူတို့၏ ကစားမှုမှ ရယူပါ'],
        buttonName: 'ဖိတ်ရန်',
        descriptionMob: 'သင့်လင့်ခ်ကို မျှဝေပါ။',
        descriptionDesktop:
          'သင့်လင့်ခ်ကို မျှဝေပါ- သူငယ်ချင်းများ၏ လောင်းကြေးနှင့် ငွေသွင်းမှု၏ တစ်စိတ်တစ်ပိုင်းသည် သင့်ရည်ညွှန်းလက်ကျန်သို့ ရောက်ပါမည်။',
      },
      NE: {
        title: ['साथीहरूलाई निम्तो दिनुहोस्', 'उनीहरूको खेलबाट कमाउनुहोस्'],
        buttonName: 'निम्तो दिनुहोस्',
        descriptionMob: 'आफ्नो लिङ्क सेयर गर्नुहोस्।',
        descriptionDesktop:
          'आफ्नो लिङ्क सेयर गर्नुहोस्: साथीहरूको बाजी र जम्माको एक हिस्सा तपाईंको रेफरल ब्यालेन्समा आउँछ।',
      },
      SI: {
        title: ['මිතුරන්ට ආරාධනා කරන්න', 'ඔවුන්ගේ ක්‍රීඩාවෙන් උපයන්න'],
        buttonName: 'ආරාධනා කරන්න',
        descriptionMob: 'ඔබේ සබැඳිය බෙදාගන්න.',
        descriptionDesktop: 'ඔබේ සබැඳිය බෙදාගන්න: මිතුරන්ගේ ඔට්ටු සහ තැන්පතුවලින් කොටසක් ඔබේ යොමු ශේෂයට එයි.',
      },
      UZ: {
        title: ['Doʻstlarni taklif qiling', 'ularning oʻyinidan daromad oling'],
        buttonName: 'Taklif qilish',
        descriptionMob: 'Havolangizni ulashing.',
        descriptionDesktop:
          'Havolangizni ulashing: doʻstlaringiz tikish va depozitlarining bir qismi referal balansingizga tushadi.',
      },
    }),
  },
] as const;

/** Inserts the demo carousel, or brings it back in line with the code by name. Idempotent. */
export async function seedBanners(db: Pick<Database, 'insert'>): Promise<void> {
  await db
    .insert(banners)
    .values(DEMO_BANNERS.map((banner) => ({ ...banner, translations: [...banner.translations] })))
    .onConflictDoUpdate({
      target: banners.name,
      set: {
        weight: sql`excluded.weight`,
        buttonLinkDesktop: sql`excluded.button_link_desktop`,
        buttonLinkMob: sql`excluded.button_link_mob`,
        imgDesktop: sql`excluded.img_desktop`,
        imgMob: sql`excluded.img_mob`,
        translations: sql`excluded.translations`,
      },
    });
}
