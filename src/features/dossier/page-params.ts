import type { DossierPageProps } from './components/dossier-frame.tsx'

/** Route params as the dossier components take them: the document language as its numeric id. */
export function pageProps(params: { id: string; il: string; lang: string }): DossierPageProps {
  const lang = Number.parseInt(params.lang, 10)
  return { id: params.id, il: params.il, lang: Number.isFinite(lang) ? lang : 1 }
}
