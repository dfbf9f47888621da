import type { LanguageCode } from '@jackdaw/contracts';

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

interface RecoveryTexts {
  subject: string;
  intro: string;
  button: string;
  note: string;
}

/** The recovery mail in each of the site's languages. */
const texts: Record<LanguageCode, RecoveryTexts> = {
  EN: {
    subject: 'Reset your Jackdaw password',
    intro: 'Someone asked to reset the password of your Jackdaw account.',
    button: 'Set a new password',
    note: 'The link works once, for one hour. If it was not you, ignore this mail: your password stays as it is.',
  },
  BN: {
    subject: 'আপনার Jackdaw পাসওয়ার্ড রিসেট করুন',
    intro: 'কেউ আপনার Jackdaw অ্যাকাউন্টের পাসওয়ার্ড রিসেট করার অনুরোধ করেছে।',
    button: 'নতুন পাসওয়ার্ড সেট করুন',
    note: 'লিঙ্কটি একবারই, এক ঘণ্টার জন্য কাজ করবে। এটি আপনি না হলে এই মেইলটি উপেক্ষা করুন: আপনার পাসওয়ার্ড যেমন আছে তেমনই থাকবে।',
  },
  RU: {
    subject: 'Сброс пароля Jackdaw',
    intro: 'Кто-то запросил сброс пароля вашего аккаунта Jackdaw.',
    button: 'Задать новый пароль',
    note: 'Ссылка действует один раз в течение часа. Если это были не вы, просто проигнорируйте письмо: пароль останется прежним.',
  },
  KZ: {
    subject: 'Jackdaw құпиясөзін қалпына келтіру',
    intro: 'Біреу сіздің Jackdaw аккаунтыңыздың құпиясөзін қалпына келтіруді сұрады.',
    button: 'Жаңа құпиясөз орнату',
    note: 'Сілтеме бір сағат ішінде бір рет жұмыс істейді. Егер бұл сіз болмасаңыз, хатты елемеңіз: құпиясөзіңіз өзгермейді.',
  },
  TR: {
    subject: 'Jackdaw şifrenizi sıfırlayın',
    intro: 'Jackdaw hesabınızın şifresinin sıfırlanması istendi.',
    button: 'Yeni şifre belirle',
    note: 'Bağlantı bir saat boyunca yalnızca bir kez çalışır. Bu isteği siz yapmadıysanız bu e-postayı dikkate almayın: şifreniz değişmez.',
  },
  UZ: {
    subject: 'Jackdaw parolingizni tiklash',
    intro: 'Kimdir Jackdaw hisobingiz parolini tiklashni soʻradi.',
    button: 'Yangi parol oʻrnatish',
    note: 'Havola bir soat davomida faqat bir marta ishlaydi. Agar bu siz boʻlmasangiz, xatni eʼtiborsiz qoldiring: parolingiz oʻzgarmaydi.',
  },
  MM: {
    subject: 'သင့် Jackdaw စကားဝှက်ကို ပြန်လည်သတ်မှတ်ပါ',
    intro: 'တစ်စုံတစ်ယောက်က သင့် Jackdaw အကောင့်၏ စကားဝှက်ကို ပြန်လည်သတ်မှတ်ရန် တောင်းဆိုခဲ့သည်။',
    button: 'စကားဝှက်အသစ် သတ်မှတ်ရန်',
    note: 'ဤလင့်ခ်သည် တစ်နာရီအတွင်း တစ်ကြိမ်သာ အလုပ်လုပ်သည်။ သင်မဟုတ်ပါက ဤမေးလ်ကို လျစ်လျူရှုပါ၊ သင့်စကားဝှက် မပြောင်းလဲပါ။',
  },
  SI: {
    subject: 'ඔබේ Jackdaw මුරපදය යළි සකසන්න',
    intro: 'කවුරුන් හෝ ඔබේ Jackdaw ගිණුමේ මුරපදය යළි සැකසීමට ඉල්ලා ඇත.',
    button: 'නව මුරපදයක් සකසන්න',
    note: 'සබැඳිය පැයක් තුළ එක් වරක් පමණක් ක්‍රියා කරයි. එය ඔබ නොවේ නම් මෙම තැපෑල නොසලකා හරින්න: ඔබේ මුරපදය වෙනස් නොවේ.',
  },
  FR: {
    subject: 'Réinitialisez votre mot de passe Jackdaw',
    intro: 'Quelqu’un a demandé la réinitialisation du mot de passe de votre compte Jackdaw.',
    button: 'Choisir un nouveau mot de passe',
    note: 'Le lien ne fonctionne qu’une fois, pendant une heure. Si ce n’était pas vous, ignorez ce message : votre mot de passe reste inchangé.',
  },
  AZ: {
    subject: 'Jackdaw şifrənizi sıfırlayın',
    intro: 'Kimsə Jackdaw hesabınızın şifrəsinin sıfırlanmasını istədi.',
    button: 'Yeni şifrə təyin edin',
    note: 'Keçid bir saat ərzində yalnız bir dəfə işləyir. Bu siz deyildinizsə, məktubu nəzərə almayın: şifrəniz dəyişməz qalır.',
  },
  NE: {
    subject: 'आफ्नो Jackdaw पासवर्ड रिसेट गर्नुहोस्',
    intro: 'कसैले तपाईंको Jackdaw खाताको पासवर्ड रिसेट गर्न अनुरोध गरेको छ।',
    button: 'नयाँ पासवर्ड सेट गर्नुहोस्',
    note: 'लिङ्क एक घण्टाभित्र एक पटक मात्र काम गर्छ। यो तपाईं होइन भने यो इमेललाई बेवास्ता गर्नुहोस्: तपाईंको पासवर्ड जस्ताको तस्तै रहन्छ।',
  },
};

/** The password recovery mail, in the player's language. */
export function recoveryMail(
  link: string,
  language: LanguageCode = 'EN',
): { subject: string; html: string; text: string } {
  const { subject, intro, button, note } = texts[language];
  return {
    subject,
    text: `${intro}\n\n${button}: ${link}\n\n${note}`,
    html: `<p>${intro}</p>
<p><a href="${escapeAttribute(link)}" style="display:inline-block;padding:12px 20px;background:#f5b82e;color:#1a1300;border-radius:8px;font-weight:700;text-decoration:none">${button}</a></p>
<p>${note}</p>`,
  };
}
