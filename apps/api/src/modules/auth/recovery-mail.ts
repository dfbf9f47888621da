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
  return render(texts[language], link);
}

/**
 * The unlock mail: sent once when an account's sign-ins are paused after too many wrong
 * passwords. Its link is a recovery link: a new password set with it signs the owner in at once
 * and ends the pause.
 */
const unlockTexts: Record<LanguageCode, RecoveryTexts> = {
  EN: {
    subject: 'Sign-ins to your Jackdaw account are paused',
    intro:
      'We paused sign-ins to your Jackdaw account after many wrong passwords. If that was not you, someone may be guessing your password.',
    button: 'Set a new password and sign in',
    note: 'The link works once, for one hour. Setting a new password ends the pause at once; otherwise sign-ins open again within the hour.',
  },
  BN: {
    subject: 'আপনার Jackdaw অ্যাকাউন্টে সাইন-ইন সাময়িকভাবে বন্ধ',
    intro:
      'অনেকবার ভুল পাসওয়ার্ড দেওয়ার পর আমরা আপনার Jackdaw অ্যাকাউন্টে সাইন-ইন সাময়িকভাবে বন্ধ করেছি। এটি আপনি না হলে কেউ হয়তো আপনার পাসওয়ার্ড অনুমান করার চেষ্টা করছে।',
    button: 'নতুন পাসওয়ার্ড সেট করে সাইন ইন করুন',
    note: 'লিঙ্কটি একবারই, এক ঘণ্টার জন্য কাজ করবে। নতুন পাসওয়ার্ড সেট করলে সঙ্গে সঙ্গে সাইন-ইন খুলে যাবে; নইলে এক ঘণ্টার মধ্যে খুলবে।',
  },
  RU: {
    subject: 'Вход в ваш аккаунт Jackdaw приостановлен',
    intro:
      'Мы приостановили вход в ваш аккаунт Jackdaw после множества неверных паролей. Если это были не вы, возможно, кто-то подбирает ваш пароль.',
    button: 'Задать новый пароль и войти',
    note: 'Ссылка действует один раз в течение часа. Новый пароль сразу снимает приостановку; иначе вход откроется в течение часа.',
  },
  KZ: {
    subject: 'Jackdaw аккаунтыңызға кіру уақытша тоқтатылды',
    intro:
      'Көп рет қате құпиясөз енгізілгендіктен, Jackdaw аккаунтыңызға кіруді уақытша тоқтаттық. Егер бұл сіз болмасаңыз, біреу құпиясөзіңізді табуға тырысуы мүмкін.',
    button: 'Жаңа құпиясөз орнатып, кіру',
    note: 'Сілтеме бір сағат ішінде бір рет жұмыс істейді. Жаңа құпиясөз кіруді бірден ашады; әйтпесе кіру бір сағат ішінде ашылады.',
  },
  TR: {
    subject: 'Jackdaw hesabınıza girişler durduruldu',
    intro:
      'Çok sayıda hatalı şifre denemesinden sonra Jackdaw hesabınıza girişleri durdurduk. Bu siz değilseniz, biri şifrenizi tahmin etmeye çalışıyor olabilir.',
    button: 'Yeni şifre belirle ve giriş yap',
    note: 'Bağlantı bir saat boyunca yalnızca bir kez çalışır. Yeni şifre belirlemek durdurmayı hemen kaldırır; aksi halde girişler bir saat içinde yeniden açılır.',
  },
  UZ: {
    subject: 'Jackdaw hisobingizga kirish vaqtincha toʻxtatildi',
    intro:
      'Koʻp marta notoʻgʻri parol kiritilgani sababli Jackdaw hisobingizga kirishni vaqtincha toʻxtatdik. Agar bu siz boʻlmasangiz, kimdir parolingizni topishga urinayotgan boʻlishi mumkin.',
    button: 'Yangi parol oʻrnatib, kirish',
    note: 'Havola bir soat davomida faqat bir marta ishlaydi. Yangi parol kirishni darhol ochadi; aks holda kirish bir soat ichida ochiladi.',
  },
  MM: {
    subject: 'သင့် Jackdaw အကောင့်သို့ ဝင်ရောက်ခြင်းကို ခေတ္တရပ်ထားသည်',
    intro:
      'စကားဝှက်မှားများစွာ ထည့်သွင်းခဲ့သဖြင့် သင့် Jackdaw အကောင့်သို့ ဝင်ရောက်ခြင်းကို ခေတ္တရပ်ထားပါသည်။ သင်မဟုတ်ပါက တစ်စုံတစ်ယောက်က သင့်စကားဝှက်ကို ခန့်မှန်းနေနိုင်သည်။',
    button: 'စကားဝှက်အသစ် သတ်မှတ်ပြီး ဝင်ရောက်ရန်',
    note: 'ဤလင့်ခ်သည် တစ်နာရီအတွင်း တစ်ကြိမ်သာ အလုပ်လုပ်သည်။ စကားဝှက်အသစ် သတ်မှတ်လျှင် ချက်ချင်း ပြန်ဖွင့်ပေးမည်၊ မဟုတ်ပါက တစ်နာရီအတွင်း ပြန်ဖွင့်မည်။',
  },
  SI: {
    subject: 'ඔබේ Jackdaw ගිණුමට පිවිසීම තාවකාලිකව නවතා ඇත',
    intro:
      'වැරදි මුරපද බොහොමයකට පසු අපි ඔබේ Jackdaw ගිණුමට පිවිසීම තාවකාලිකව නැවැත්තුවෙමු. එය ඔබ නොවේ නම්, කවුරුන් හෝ ඔබේ මුරපදය අනුමාන කිරීමට උත්සාහ කරනවා විය හැක.',
    button: 'නව මුරපදයක් සකසා පිවිසෙන්න',
    note: 'සබැඳිය පැයක් තුළ එක් වරක් පමණක් ක්‍රියා කරයි. නව මුරපදයක් සැකසීමෙන් වහාම පිවිසිය හැක; නැතහොත් පැයක් ඇතුළත නැවත විවෘත වේ.',
  },
  FR: {
    subject: 'Les connexions à votre compte Jackdaw sont suspendues',
    intro:
      'Nous avons suspendu les connexions à votre compte Jackdaw après de nombreux mots de passe erronés. Si ce n’était pas vous, quelqu’un essaie peut-être de deviner votre mot de passe.',
    button: 'Choisir un nouveau mot de passe et se connecter',
    note: 'Le lien ne fonctionne qu’une fois, pendant une heure. Un nouveau mot de passe lève aussitôt la suspension ; sinon les connexions rouvrent dans l’heure.',
  },
  AZ: {
    subject: 'Jackdaw hesabınıza girişlər dayandırıldı',
    intro:
      'Çoxlu səhv şifrədən sonra Jackdaw hesabınıza girişləri dayandırdıq. Bu siz deyildinizsə, kimsə şifrənizi təxmin etməyə çalışa bilər.',
    button: 'Yeni şifrə təyin edin və daxil olun',
    note: 'Keçid bir saat ərzində yalnız bir dəfə işləyir. Yeni şifrə dayandırmanı dərhal aradan qaldırır; əks halda girişlər bir saat ərzində yenidən açılır.',
  },
  NE: {
    subject: 'तपाईंको Jackdaw खातामा साइन इन रोकिएको छ',
    intro:
      'धेरै पटक गलत पासवर्ड प्रयोग भएपछि हामीले तपाईंको Jackdaw खातामा साइन इन रोकेका छौं। यो तपाईं होइन भने कसैले तपाईंको पासवर्ड अनुमान गर्न खोज्दै हुन सक्छ।',
    button: 'नयाँ पासवर्ड सेट गरेर साइन इन गर्नुहोस्',
    note: 'लिङ्क एक घण्टाभित्र एक पटक मात्र काम गर्छ। नयाँ पासवर्डले रोक तुरुन्तै हटाउँछ; नत्र एक घण्टाभित्र साइन इन फेरि खुल्छ।',
  },
};

function render(texts: RecoveryTexts, link: string) {
  const { subject, intro, button, note } = texts;
  return {
    subject,
    text: `${intro}\n\n${button}: ${link}\n\n${note}`,
    html: `<p>${intro}</p>
<p><a href="${escapeAttribute(link)}" style="display:inline-block;padding:12px 20px;background:#f5b82e;color:#1a1300;border-radius:8px;font-weight:700;text-decoration:none">${button}</a></p>
<p>${note}</p>`,
  };
}

/** The unlock mail of a paused account, in the language of the sign-in that met the pause. */
export function unlockMail(
  link: string,
  language: LanguageCode = 'EN',
): { subject: string; html: string; text: string } {
  return render(unlockTexts[language], link);
}

/**
 * The answer to a recovery request for an address without an account: it says so, and offers
 * sign-up. Sent instead of the recovery mail, so that the request costs the same work and time
 * whether or not the address has an account (the call's answer is the same too).
 */
const noAccountTexts: Record<LanguageCode, RecoveryTexts> = {
  EN: {
    subject: 'Your Jackdaw password reset request',
    intro:
      'Someone asked to reset the Jackdaw password of this e-mail address, but no Jackdaw account uses it. Perhaps you signed up with another address.',
    button: 'Create an account',
    note: 'If it was not you, ignore this mail: nothing was changed.',
  },
  BN: {
    subject: 'আপনার Jackdaw পাসওয়ার্ড রিসেটের অনুরোধ',
    intro:
      'কেউ এই ই-মেইল ঠিকানার Jackdaw পাসওয়ার্ড রিসেট করতে চেয়েছে, কিন্তু এই ঠিকানায় কোনো Jackdaw অ্যাকাউন্ট নেই। হয়তো আপনি অন্য ঠিকানা দিয়ে নিবন্ধন করেছিলেন।',
    button: 'অ্যাকাউন্ট তৈরি করুন',
    note: 'এটি আপনি না হলে এই মেইলটি উপেক্ষা করুন: কিছুই পরিবর্তন হয়নি।',
  },
  RU: {
    subject: 'Запрос на сброс пароля Jackdaw',
    intro:
      'Кто-то запросил сброс пароля Jackdaw для этого адреса, но аккаунта Jackdaw с таким адресом нет. Возможно, вы регистрировались с другим адресом.',
    button: 'Создать аккаунт',
    note: 'Если это были не вы, просто проигнорируйте письмо: ничего не изменилось.',
  },
  KZ: {
    subject: 'Jackdaw құпиясөзін қалпына келтіру сұрауы',
    intro:
      'Біреу осы электрондық пошта мекенжайының Jackdaw құпиясөзін қалпына келтіруді сұрады, бірақ бұл мекенжаймен Jackdaw аккаунты жоқ. Мүмкін, сіз басқа мекенжаймен тіркелгенсіз.',
    button: 'Аккаунт ашу',
    note: 'Егер бұл сіз болмасаңыз, хатты елемеңіз: ештеңе өзгерген жоқ.',
  },
  TR: {
    subject: 'Jackdaw şifre sıfırlama isteğiniz',
    intro:
      'Bu e-posta adresi için Jackdaw şifresinin sıfırlanması istendi, ancak bu adresi kullanan bir Jackdaw hesabı yok. Belki başka bir adresle kaydoldunuz.',
    button: 'Hesap oluştur',
    note: 'Bu isteği siz yapmadıysanız bu e-postayı dikkate almayın: hiçbir şey değişmedi.',
  },
  UZ: {
    subject: 'Jackdaw parolini tiklash soʻrovingiz',
    intro:
      'Kimdir ushbu elektron pochta manzili uchun Jackdaw parolini tiklashni soʻradi, lekin bu manzil bilan Jackdaw hisobi yoʻq. Balki siz boshqa manzil bilan roʻyxatdan oʻtgansiz.',
    button: 'Hisob yaratish',
    note: 'Agar bu siz boʻlmasangiz, xatni eʼtiborsiz qoldiring: hech narsa oʻzgarmadi.',
  },
  MM: {
    subject: 'သင့် Jackdaw စကားဝှက် ပြန်လည်သတ်မှတ်ရန် တောင်းဆိုချက်',
    intro:
      'တစ်စုံတစ်ယောက်က ဤအီးမေးလ်လိပ်စာ၏ Jackdaw စကားဝှက်ကို ပြန်လည်သတ်မှတ်ရန် တောင်းဆိုခဲ့သော်လည်း ဤလိပ်စာဖြင့် Jackdaw အကောင့် မရှိပါ။ အခြားလိပ်စာဖြင့် စာရင်းသွင်းခဲ့ခြင်း ဖြစ်နိုင်သည်။',
    button: 'အကောင့် ဖွင့်ရန်',
    note: 'သင်မဟုတ်ပါက ဤမေးလ်ကို လျစ်လျူရှုပါ၊ ဘာမှ မပြောင်းလဲပါ။',
  },
  SI: {
    subject: 'ඔබේ Jackdaw මුරපදය යළි සැකසීමේ ඉල්ලීම',
    intro:
      'කවුරුන් හෝ මෙම ඊමේල් ලිපිනයේ Jackdaw මුරපදය යළි සැකසීමට ඉල්ලා ඇත, නමුත් මෙම ලිපිනය භාවිත කරන Jackdaw ගිණුමක් නැත. ඔබ වෙනත් ලිපිනයකින් ලියාපදිංචි වූවා විය හැක.',
    button: 'ගිණුමක් සාදන්න',
    note: 'එය ඔබ නොවේ නම් මෙම තැපෑල නොසලකා හරින්න: කිසිවක් වෙනස් නොවීය.',
  },
  FR: {
    subject: 'Votre demande de réinitialisation du mot de passe Jackdaw',
    intro:
      'Quelqu’un a demandé la réinitialisation du mot de passe Jackdaw de cette adresse, mais aucun compte Jackdaw ne l’utilise. Vous vous êtes peut-être inscrit avec une autre adresse.',
    button: 'Créer un compte',
    note: 'Si ce n’était pas vous, ignorez ce message : rien n’a été modifié.',
  },
  AZ: {
    subject: 'Jackdaw şifrəsinin sıfırlanması sorğunuz',
    intro:
      'Kimsə bu e-poçt ünvanı üçün Jackdaw şifrəsinin sıfırlanmasını istədi, lakin bu ünvandan istifadə edən Jackdaw hesabı yoxdur. Bəlkə başqa ünvanla qeydiyyatdan keçmisiniz.',
    button: 'Hesab yaradın',
    note: 'Bu siz deyildinizsə, məktubu nəzərə almayın: heç nə dəyişmədi.',
  },
  NE: {
    subject: 'तपाईंको Jackdaw पासवर्ड रिसेट अनुरोध',
    intro:
      'कसैले यो इमेल ठेगानाको Jackdaw पासवर्ड रिसेट गर्न अनुरोध गर्‍यो, तर यो ठेगाना प्रयोग गर्ने कुनै Jackdaw खाता छैन। सायद तपाईंले अर्को ठेगानाबाट दर्ता गर्नुभएको थियो।',
    button: 'खाता बनाउनुहोस्',
    note: 'यो तपाईं होइन भने यो इमेललाई बेवास्ता गर्नुहोस्: केही पनि परिवर्तन भएको छैन।',
  },
};

/** The notice to an address without an account that asked for a recovery mail. */
export function noAccountMail(
  signUpLink: string,
  language: LanguageCode = 'EN',
): { subject: string; html: string; text: string } {
  return render(noAccountTexts[language], signUpLink);
}

/** ISO 639-1 codes of the Accept-Language header, by the site's language code. */
const isoLanguages: Record<string, LanguageCode> = {
  en: 'EN',
  bn: 'BN',
  ru: 'RU',
  kk: 'KZ',
  tr: 'TR',
  uz: 'UZ',
  my: 'MM',
  si: 'SI',
  fr: 'FR',
  az: 'AZ',
  ne: 'NE',
};

/** The first of the browser's languages (Accept-Language) that the site speaks, if any. */
export function languageOfHeader(header: string | undefined): LanguageCode | undefined {
  for (const part of (header ?? '').split(',').slice(0, 16)) {
    const code = isoLanguages[part.trim().slice(0, 2).toLowerCase()];
    if (code) return code;
  }
  return undefined;
}
