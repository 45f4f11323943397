import type { ReactNode } from 'react';
import { useUi, type Route } from '../nav/ui';
import { BackButton } from '../ui/BackButton';
import { ScreenTitle } from '../ui/ScreenTitle';
import { LanguageSwitch } from '../ui/LanguageSwitch';

/** Top bar: back link, title and the language switch (persisted). */
export function Header({ title, back, children }: { title: string; back?: Route; children?: ReactNode }) {
  const navigate = useUi((s) => s.navigate);
  return (
    <header className="topbar">
      {back && <BackButton className="btn ghost back" onClick={() => navigate(back)} />}
      <ScreenTitle text={title} />
      <div className="topbar-tools">
        {children}
        <LanguageSwitch />
      </div>
    </header>
  );
}
