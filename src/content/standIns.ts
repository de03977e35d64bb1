// Which of the site's contact details are stand-ins: the spec leaves the e-mail address and the phone number to be
// filled in, and until the foundation gives its own, src/content/site.ts holds made-up ones. A production build
// refuses them (build/vite/site-build.ts); a preview says so on its statement.
import { site } from './site.ts';

/** A domain kept for examples (RFC 2606 and 6761): example.org, .com, .net and any name under .example. */
const exampleDomain = /(^|\.)example(\.(org|com|net))?$/i;
/** A number in the range the North American plan keeps for fiction: 555-0100 to 555-0199. */
const fictionalNumber = /^\+1\d{3}5550[1]\d{2}$/;

/**
 * Which of the site's contact details are stand-ins, read from the values themselves: the spec leaves the e-mail
 * address and the phone number to be filled in ({email}, {phone}), and the foundation has not supplied its own.
 * The statement says so rather than present them as real.
 */
export function placeholderContacts(contacts: { email: string; phone: string; origin: string }): string[] {
  return [
    ...(exampleDomain.test(contacts.email.split('@')[1] ?? '') ? ['e-mail address'] : []),
    ...(fictionalNumber.test(contacts.phone.replace(/^tel:/, '')) ? ['phone number'] : []),
    ...(exampleDomain.test(new URL(contacts.origin).hostname) ? ['website address'] : []),
  ];
}

/** The site's own stand-ins (placeholderContacts), for the statement. */
export const sitePlaceholders = placeholderContacts({
  email: site.email,
  phone: site.phone.href,
  origin: site.origin,
});
