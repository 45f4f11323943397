import { LANGS, useLang, useT } from '../i18n';
import { RadioButtons } from './RadioButtons';

/** The language switch (persisted by the i18n store): in every screen's top bar, the calculator's too. */
export function LanguageSwitch({ className = 'lang' }: { readonly className?: string }) {
  const t = useT();
  const { lang, setLang } = useLang();
  return (
    <RadioButtons
      label={t('app.language')}
      options={LANGS}
      value={lang}
      onChange={setLang}
      faceOf={(code) => code.toUpperCase()}
      className={className}
      buttonClassName="btn small"
    />
  );
}
