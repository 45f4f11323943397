/**
 * Plural forms for the i18n layer. A plural entry gives one form per plural category (CLDR, as
 * `Intl.PluralRules` names them) that the language's numbers use: English says "1 tile" and
 * "2 tiles"; Polish says "1 kamień", "2 kamienie", "5 kamieni" (and "1,5 kamienia"). The types
 * make each dictionary give every category its language needs; i18n.test.ts checks them against
 * `Intl.PluralRules` for the language's locale.
 *
 * No imports here: the dictionaries (and the picker's strings) use these types.
 */

/** English cardinals: one (1) and other (0, 2, 1.5…). */
export type EnglishForms = Readonly<Record<'one' | 'other', string>>;

/** Polish cardinals: one (1), few (2-4, 22-24…), many (0, 5-21, 25…), other (fractions). */
export type PolishForms = Readonly<Record<'one' | 'few' | 'many' | 'other', string>>;

/** Any language's forms as the layer reads them: a category a language lacks falls back to `other`. */
export type PluralForms = Readonly<Partial<Record<Intl.LDMLPluralRule, string>>> & { readonly other: string };

/** A language's dictionary: the reference's keys, plain strings as strings, plural entries in this language's forms. */
export type Translation<Reference, Forms> = { readonly [K in keyof Reference]: Reference[K] extends string ? string : Forms };

/** The keys of a dictionary whose entries are plain strings. */
export type StringKeys<Reference> = { [K in keyof Reference]: Reference[K] extends string ? K : never }[keyof Reference];

/** The form of `forms` that `rules` select for `count`. */
export function pluralForm(rules: Intl.PluralRules, forms: PluralForms, count: number): string {
  return forms[rules.select(count)] ?? forms.other;
}
