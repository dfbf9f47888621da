import type { ReactNode } from 'react';
import { PopupDescription, PopupTitle } from '../../../shared/ui/popup-dialog';

/** Title, description and body of an account popup. */
export function AccountPopupFrame({
  name,
  title,
  description,
  children,
}: {
  name: string;
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-4" data-popup={name}>
      <PopupTitle className="text-xl font-bold">{title}</PopupTitle>
      <PopupDescription className="text-sm text-text-muted">{description}</PopupDescription>
      {children}
    </div>
  );
}
