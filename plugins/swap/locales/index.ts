import { localeLoader } from '../../../runtime/plugins/index.ts'

/** This group's messages in `locale`: one lazy chunk each, written out (see localeLoader). */
export const loadLocale = localeLoader({
  ar: () => import('./ar.ts'),
  de: () => import('./de.ts'),
  es: () => import('./es.ts'),
  fr: () => import('./fr.ts'),
  he: () => import('./he.ts'),
  it: () => import('./it.ts'),
  ja: () => import('./ja.ts'),
  ko: () => import('./ko.ts'),
  'pt-BR': () => import('./pt-BR.ts'),
  ru: () => import('./ru.ts'),
  tr: () => import('./tr.ts'),
  'zh-CN': () => import('./zh-CN.ts'),
})
