import type { LanguageCode } from '@jackdaw/contracts';

/*
 * The mail a player gets when support answers while they are away (issue 22 "offline messages
 * kept and mailed"). The answer stays in the conversation either way; the mail carries its text
 * and a link back to the site's support page, where the chat opens.
 */

interface AnswerTexts {
  subject: string;
  /** `{name}` stands for the staff member's first name. */
  intro: string;
  image: string;
  button: string;
  footer: string;
}

/** The mail in each of the site's languages. */
export const answerTexts: Record<LanguageCode, AnswerTexts> = {
  EN: {
    subject: 'Jackdaw support answered you',
    intro: '{name} from Jackdaw support answered your message:',
    image: 'The answer includes an image: open the chat to see it.',
    button: 'Open the chat',
    footer:
      'You receive this mail because you wrote to Jackdaw support and were not on the site when they answered. We mail at most one answer every 15 minutes.',
  },
  BN: {
    subject: 'Jackdaw সাপোর্ট আপনাকে উত্তর দিয়েছে',
    intro: 'Jackdaw সাপোর্টের {name} আপনার বার্তার উত্তর দিয়েছেন:',
    image: 'উত্তরে একটি ছবি আছে: দেখতে চ্যাট খুলুন।',
    button: 'চ্যাট খুলুন',
    footer:
      'আপনি Jackdaw সাপোর্টে লিখেছিলেন এবং তাঁরা উত্তর দেওয়ার সময় আপনি সাইটে ছিলেন না, তাই এই মেইলটি পাচ্ছেন। আমরা প্রতি ১৫ মিনিটে সর্বোচ্চ একটি উত্তর মেইল করি।',
  },
  RU: {
    subject: 'Поддержка Jackdaw ответила вам',
    intro: '{name} из поддержки Jackdaw ответил(а) на ваше сообщение:',
    image: 'В ответе есть изображение: откройте чат, чтобы его увидеть.',
    button: 'Открыть чат',
    footer:
      'Вы получили это письмо, потому что писали в поддержку Jackdaw и не были на сайте, когда пришёл ответ. Мы отправляем не больше одного ответа за 15 минут.',
  },
  KZ: {
    subject: 'Jackdaw қолдау қызметі сізге жауап берді',
    intro: 'Jackdaw қолдау қызметінен {name} хабарламаңызға жауап берді:',
    image: 'Жауапта сурет бар: оны көру үшін чатты ашыңыз.',
    button: 'Чатты ашу',
    footer:
      'Бұл хатты Jackdaw қолдау қызметіне жазып, жауап келген кезде сайтта болмағандықтан алып отырсыз. Біз 15 минут сайын ең көбі бір жауап жібереміз.',
  },
  TR: {
    subject: 'Jackdaw destek ekibi size yanıt verdi',
    intro: 'Jackdaw destek ekibinden {name} mesajınıza yanıt verdi:',
    image: 'Yanıtta bir görsel var: görmek için sohbeti açın.',
    button: 'Sohbeti aç',
    footer:
      'Bu e-postayı, Jackdaw desteğine yazdığınız ve yanıt geldiğinde sitede olmadığınız için alıyorsunuz. 15 dakikada en fazla bir yanıtı e-postayla gönderiyoruz.',
  },
  UZ: {
    subject: 'Jackdaw qoʻllab-quvvatlash xizmati sizga javob berdi',
    intro: 'Jackdaw qoʻllab-quvvatlash xizmatidan {name} xabaringizga javob berdi:',
    image: 'Javobda rasm bor: uni koʻrish uchun chatni oching.',
    button: 'Chatni ochish',
    footer:
      'Siz bu xatni Jackdaw qoʻllab-quvvatlash xizmatiga yozganingiz va javob kelganda saytda boʻlmaganingiz uchun olyapsiz. Biz har 15 daqiqada koʻpi bilan bitta javobni yuboramiz.',
  },
  MM: {
    subject: 'Jackdaw အကူအညီဌာနက သင့်ကို ပြန်ဖြေထားပါသည်',
    intro: 'Jackdaw အကူအညီဌာနမှ {name} က သင့်မက်ဆေ့ချ်ကို ပြန်ဖြေထားပါသည်-',
    image: 'အဖြေတွင် ပုံတစ်ပုံ ပါဝင်သည်- ကြည့်ရန် ချတ်ကို ဖွင့်ပါ။',
    button: 'ချတ်ကို ဖွင့်ရန်',
    footer:
      'သင်သည် Jackdaw အကူအညီဌာနသို့ စာရေးခဲ့ပြီး ၎င်းတို့ ပြန်ဖြေချိန်တွင် ဆိုက်ပေါ်၌ မရှိခဲ့သောကြောင့် ဤမေးလ်ကို ရရှိခြင်းဖြစ်သည်။ ၁၅ မိနစ်လျှင် အဖြေတစ်ခုသာ အများဆုံး မေးလ်ပို့ပါသည်။',
  },
  SI: {
    subject: 'Jackdaw සහාය කණ්ඩායම ඔබට පිළිතුරු දුන්නා',
    intro: 'Jackdaw සහාය කණ්ඩායමේ {name} ඔබේ පණිවිඩයට පිළිතුරු දුන්නා:',
    image: 'පිළිතුරේ රූපයක් ඇත: එය බැලීමට චැට් එක විවෘත කරන්න.',
    button: 'චැට් එක විවෘත කරන්න',
    footer:
      'ඔබ Jackdaw සහාය වෙත ලියූ අතර ඔවුන් පිළිතුරු දුන් විට ඔබ වෙබ් අඩවියේ නොසිටි නිසා ඔබට මෙම තැපෑල ලැබේ. අපි මිනිත්තු 15කට වරක් උපරිම වශයෙන් එක් පිළිතුරක් තැපැල් කරමු.',
  },
  FR: {
    subject: 'Le support Jackdaw vous a répondu',
    intro: '{name}, du support Jackdaw, a répondu à votre message :',
    image: 'La réponse contient une image : ouvrez le chat pour la voir.',
    button: 'Ouvrir le chat',
    footer:
      'Vous recevez ce message parce que vous avez écrit au support Jackdaw et que vous n’étiez pas sur le site au moment de la réponse. Nous envoyons au plus une réponse par e-mail toutes les 15 minutes.',
  },
  AZ: {
    subject: 'Jackdaw dəstək xidməti sizə cavab verdi',
    intro: 'Jackdaw dəstək xidmətindən {name} mesajınıza cavab verdi:',
    image: 'Cavabda şəkil var: onu görmək üçün çatı açın.',
    button: 'Çatı aç',
    footer:
      'Bu məktubu Jackdaw dəstək xidmətinə yazdığınız və cavab gələndə saytda olmadığınız üçün alırsınız. Hər 15 dəqiqədə ən çox bir cavabı məktubla göndəririk.',
  },
  NE: {
    subject: 'Jackdaw सपोर्टले तपाईंलाई जवाफ दियो',
    intro: 'Jackdaw सपोर्टका {name} ले तपाईंको सन्देशको जवाफ दिनुभयो:',
    image: 'जवाफमा एउटा तस्बिर छ: हेर्न च्याट खोल्नुहोस्।',
    button: 'च्याट खोल्नुहोस्',
    footer:
      'तपाईंले Jackdaw सपोर्टलाई लेख्नुभएको थियो र जवाफ आउँदा तपाईं साइटमा हुनुहुन्नथ्यो, त्यसैले यो इमेल पाउनुभएको हो। हामी हरेक १५ मिनेटमा बढीमा एउटा जवाफ इमेल गर्छौं।',
  },
};

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

export interface AnswerMailInput {
  /** The staff member's first name, as the player sees it in the chat. */
  staffName: string;
  text: string;
  hasImage: boolean;
  publicUrl: string;
  language?: LanguageCode | undefined;
}

/**
 * The answer mail: who answered, the answer's text, a note when it carries an image (images
 * stay behind signed links, never in a mail), and a link to the site's support page in the
 * player's language. Plain text and simple inline-styled HTML.
 */
export function answerMail({
  staffName,
  text,
  hasImage,
  publicUrl,
  language = 'EN',
}: AnswerMailInput) {
  const texts = answerTexts[language];
  const root = publicUrl.replace(/\/+$/, '');
  const link = `${language === 'EN' ? root : `${root}/${language.toLowerCase()}`}/info/support`;
  const [before = '', after = ''] = texts.intro.split('{name}');
  const intro = `${before}${staffName}${after}`;
  const plain = [
    intro,
    ...(text ? [text] : []),
    ...(hasImage ? [texts.image] : []),
    `${texts.button}: ${link}`,
    texts.footer,
  ].join('\n\n');
  const quoted = text
    ? `<blockquote style="margin:0 0 16px;padding:12px 16px;border-left:4px solid #f5b82e;background:#f6f6f6;white-space:pre-wrap">${escapeHtml(text)}</blockquote>`
    : '';
  const html = `<div style="font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#111">
<p>${escapeHtml(intro)}</p>
${quoted}${hasImage ? `<p>${escapeHtml(texts.image)}</p>` : ''}
<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:12px 20px;background:#f5b82e;color:#1a1300;border-radius:8px;font-weight:700;text-decoration:none">${escapeHtml(texts.button)}</a></p>
<p style="font-size:13px;color:#555">${escapeHtml(texts.footer)}</p>
</div>`;
  return { subject: texts.subject, html, text: plain };
}
