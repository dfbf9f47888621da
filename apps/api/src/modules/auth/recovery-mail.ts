const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** The password recovery mail. */
export function recoveryMail(link: string): { subject: string; html: string; text: string } {
  return {
    subject: 'Reset your Jackdaw password',
    text: `Someone asked to reset the password of your Jackdaw account.\n\nSet a new password: ${link}\n\nThe link works once, for one hour. If it was not you, ignore this mail: your password stays as it is.`,
    html: `<p>Someone asked to reset the password of your Jackdaw account.</p>
<p><a href="${escapeAttribute(link)}" style="display:inline-block;padding:12px 20px;background:#f5b82e;color:#1a1300;border-radius:8px;font-weight:700;text-decoration:none">Set a new password</a></p>
<p>The link works once, for one hour. If it was not you, ignore this mail: your password stays as it is.</p>`,
  };
}
