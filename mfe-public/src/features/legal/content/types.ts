/** A legal page as content: sections of paragraphs and lists; `contact` places the contact details block. */
export interface LegalSection {
  id: string;
  title: string;
  paragraphs?: string[];
  list?: string[];
  /** Paragraphs after the list. */
  after?: string[];
  /** Shows the platform's contact details (from the api) at the end of the section. */
  contact?: boolean;
}

export interface LegalDocumentContent {
  title: string;
  /** Date of this version of the text, as written in Spanish. */
  updatedOn: string;
  intro: string[];
  sections: LegalSection[];
}

/** The date of the current version of the three legal texts. */
export const LEGAL_TEXTS_DATE = '22 de noviembre de 2026';
