// Spanish copy of mfe-public. Texts the spec gives are kept word for word.
import { contactMessages } from './features/contact/messages';
import { docsMessages } from './features/docs/messages';
import { helpMessages } from './features/help/messages';
import { landingMessages } from './features/landing/messages';
import { legalMessages } from './features/legal/messages';
import { partnersMessages } from './features/partners/messages';
import { publicOrderMessages } from './features/public-order/messages';
import { registrationMessages } from './features/registration/messages';
import { statusMessages } from './features/status/messages';
import { storesMessages } from './features/stores/messages';
import { supportMessages } from './features/support/messages';

// Each support, legal and catalogue page keeps its copy in its feature folder (re-exported here).
export {
  contactMessages,
  docsMessages,
  helpMessages,
  landingMessages,
  legalMessages,
  partnersMessages,
  publicOrderMessages,
  registrationMessages,
  statusMessages,
  storesMessages,
  supportMessages,
};

export const messages = {
  // The landing's partner showcase and demo form, /register and /public/orders/:id keep their
  // copy in their feature folders too.
  landingSections: landingMessages,
  register: registrationMessages,
  help: helpMessages,
  docs: docsMessages,
  status: statusMessages,
  contact: contactMessages,
  privacy: legalMessages.privacy,
  terms: legalMessages.terms,
  cookies: legalMessages.cookies,
  partners: partnersMessages,
  stores: storesMessages,
  publicOrder: publicOrderMessages,
} as const;
